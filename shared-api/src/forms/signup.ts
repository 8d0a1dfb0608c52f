// The sign-up form's rules and messages, one copy for the form (errors next to the fields) and the
// server (the same rules again, since a request may come from anywhere). Imported as @schools/forms and
// bundled by the one section with a form (mf-admissions), not in the shared-api module every page loads.
// Numbers abroad are checked by a PhoneAbroadCheck passed in (./phoneAbroad, libphonenumber-js): its
// metadata is about 28 KB gzip, so the page loads it only once a number abroad is typed, while the
// mainland rule and every other rule stay here, one copy for both sides.
// By name, not by path: the section that bundles these rules takes the checks from the shared-api
// module every page already has, rather than a second copy.
import { isEmail, isMobile, type SignupField, type SignupInput } from '@schools/shared-api';

/** The sign-up form's messages, shared by the form and the server (which answers in the page's language). */
export const SIGNUP_MESSAGES = {
  name: { en: 'Please enter your name.', zh: '请输入您的姓名。' },
  mobile: {
    en: 'Please enter an 11-digit mainland mobile number (138 1234 5678), or a number abroad with + and its country code (+852 9123 4567).',
    zh: '请输入 11 位中国大陆手机号码（如 138 1234 5678），或以“+”和国家或地区代码开头的境外号码（如 +852 9123 4567）。',
  },
  email: { en: 'Please enter a valid e-mail address.', zh: '请输入有效的电子邮箱地址。' },
  grade: { en: 'Please choose the grade you are applying for.', zh: '请选择申请年级。' },
  entry: { en: 'Please choose the school year of entry.', zh: '请选择入学学年。' },
  sessionId: { en: 'Please choose a session that still has places.', zh: '请选择仍有名额的说明会场次。' },
  message: { en: 'Your message is too long (at most 1,000 characters).', zh: '留言过长（最多 1,000 字）。' },
  consent: { en: 'Please agree to the privacy notice so that we can contact you.', zh: '请同意隐私声明，以便我们与您联系。' },
  submitted: { en: 'Our admissions team will be in touch by e-mail and text message within one working day.', zh: '招生老师将在一个工作日内通过邮件和短信与您联系。' },
} as const;

/** The limits the form and the server agree on. */
export const SIGNUP_LIMITS = { nameLength: 60, gradeLength: 40, messageLength: 1000 } as const;


/** A school year of entry as the form offers it: "2026-27", "2027-28"... */
const SCHOOL_YEAR = /^20\d{2}-\d{2}$/;

const chars = (value: string | undefined): number => [...(value ?? '').trim()].length;

/**
 * Checks a number abroad: given "+" and digits (not +86, already 7 to 15 digits), its E.164 form, or
 * null when no country has such numbers. The server passes libphonenumber's check (./phoneAbroad).
 */
export type PhoneAbroadCheck = (compact: string) => string | null;

/** Families write numbers in groups (138 1234 5678, +44 7700-900123): the digits and + are what count. */
const compactMobile = (value: string | undefined): string => (value ?? '').trim().replace(/[\s\-().]/g, '');

/**
 * Whether a mobile as typed so far is a number abroad, i.e. needs the PhoneAbroadCheck: + and a
 * country code other than 86 (one digit is not enough to tell +8 from +86).
 */
export function isMobileAbroad(value: string | undefined): boolean {
  return /^\+(?!86)\d{2}/.test(compactMobile(value));
}

/**
 * A mobile number in E.164 (+8613812345678, +447700900123), or null when the form does not accept it.
 * Without a + (or with +86 / 86) it is a mainland number and must pass SPEC's check: 11 digits with
 * China's mobile prefixes. With another country code, `abroad` decides.
 */
export function normalizeMobile(value: string | undefined, abroad: PhoneAbroadCheck): string | null {
  const compact = compactMobile(value);
  if (compact.length === 0 || compact.length > 20) return null;
  if (!compact.startsWith('+') || compact.startsWith('+86')) return isMobile(compact) ? `+86${compact.slice(-11)}` : null;
  if (!/^\+[1-9]\d{6,14}$/.test(compact)) return null;
  return abroad(compact);
}

/** The fields of a sign-up that break a rule, in the form's order; none when it may be sent. */
export function signupProblems(input: Partial<SignupInput>, abroad: PhoneAbroadCheck): SignupField[] {
  const problems: SignupField[] = [];
  const name = chars(input.name);
  if (name === 0 || name > SIGNUP_LIMITS.nameLength) problems.push('name');
  if (normalizeMobile(input.mobile, abroad) === null) problems.push('mobile');
  if (!isEmail(input.email ?? '')) problems.push('email');
  const grade = chars(input.grade);
  if (grade === 0 || grade > SIGNUP_LIMITS.gradeLength) problems.push('grade');
  if (!SCHOOL_YEAR.test((input.entry ?? '').trim())) problems.push('entry');
  if (input.sessionId !== undefined && !(Number.isInteger(input.sessionId) && input.sessionId > 0)) problems.push('sessionId');
  if (chars(input.message) > SIGNUP_LIMITS.messageLength) problems.push('message');
  if (input.consent !== true) problems.push('consent');
  return problems;
}
