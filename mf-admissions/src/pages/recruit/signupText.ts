import type { Lang } from '@schools/shared-api';

/** The sign-up's labels in both languages. The rules' own messages come from @schools/forms. */
export const SIGNUP_TEXT: Record<Lang, {
  heading: string;
  lead: string;
  sessions: string;
  noSessions: string;
  placesLeft: (n: number) => string;
  full: string;
  /** on a session for the grade chosen */
  suits: (grade: string) => string;
  /** on a session for other grades: `grades` are the session's */
  notFor: (grade: string, grades: string) => string;
  /** near the sessions: how many suit the grade chosen (`suited`), and how many of those have places left */
  suited: (grade: string, suited: number, open: number) => string;
  /** beside the choice of a session for other grades: a notice, not an error */
  otherGrades: (grade: string, grades: string) => string;
  anotherDate: string;
  anotherDateHint: string;
  details: string;
  /** the legend of the child's grade and year of entry, asked first */
  child: string;
  name: string;
  mobile: string;
  mobileHint: string;
  email: string;
  grade: string;
  chooseGrade: string;
  entry: string;
  chooseYear: string;
  thisYear: string;
  message: string;
  messageHint: string;
  consent: string;
  privacy: string;
  submit: string;
  sending: string;
  invalid: (n: number) => string;
  failed: string;
  tooMany: string;
  thanks: string;
  booked: string;
  another: string;
}> = {
  en: {
    heading: 'Book your place',
    lead: 'Fields marked * are required. We use your details only to book and confirm your place.',
    sessions: 'Choose a session',
    noSessions: 'No sessions are on the calendar at the moment. Send the form with "Another date" and we will call you to arrange a visit.',
    placesLeft: (n) => (n === 1 ? '1 place left' : `${n} places left`),
    full: 'Full',
    suits: (grade) => `Suits ${grade}`,
    notFor: (grade, grades) => `Not for ${grade}: this one is for ${grades}`,
    suited: (grade, n, open) => {
      const count = n === 1 ? 'One session suits' : `${n} sessions suit`;
      if (n === 0) return `None of these sessions is meant for ${grade}. You are welcome at any of them, or choose “Another date” and we will arrange a visit.`;
      if (open === n) return `${count} ${grade}.`;
      if (open === 0) return `${count} ${grade}, but ${n === 1 ? 'it is' : 'they are'} full: choose “Another date” and we will arrange a visit.`;
      return `${count} ${grade}; ${open === 1 ? 'one still has' : `${open} still have`} places.`;
    },
    otherGrades: (grade, grades) => `This session is for ${grades}, not ${grade}. You can still book it: families with children in several grades are welcome.`,
    anotherDate: 'Another date',
    anotherDateHint: 'None of these dates suits us, or the one we want is full: please call us.',
    details: 'Your details',
    child: 'Your child',
    name: "Parent's name",
    mobile: 'Mobile number',
    mobileHint: 'A mainland China number, 11 digits: 138 1234 5678; from abroad, + and the country code: +44 7700 900123',
    email: 'E-mail',
    grade: 'Grade applying for',
    chooseGrade: 'Choose a grade',
    entry: 'Year of entry',
    chooseYear: 'Choose a school year',
    thisYear: 'this school year',
    message: 'Message',
    messageHint: 'Optional: other children, dates that suit you, questions for us.',
    consent: 'I have read the privacy notice and agree that the school uses these details to book my place and contact me.',
    privacy: 'Read the privacy notice',
    submit: 'Book my place',
    sending: 'Sending…',
    invalid: (n) => (n === 1 ? 'One field needs your attention.' : `${n} fields need your attention.`),
    failed: 'We could not send your form just now. Please try again in a moment, or call us.',
    tooMany: 'We have received several forms from this connection in the last hour. Please try again later, or call us.',
    thanks: 'Thank you',
    booked: 'Your session',
    another: 'Book another place',
  },
  zh: {
    heading: '预约说明会',
    lead: '带 * 的为必填项。您的信息仅用于为您预约并确认说明会席位。',
    sessions: '选择场次',
    noSessions: '目前暂无已排期的说明会。请选择“其他时间”提交表格，我们会致电与您约定参观时间。',
    placesLeft: (n) => `剩余 ${n} 个名额`,
    full: '已满',
    suits: (grade) => `适合${grade}`,
    notFor: (grade, grades) => `不适合${grade}：本场面向${grades}`,
    suited: (grade, n, open) => {
      if (n === 0) return `以上场次均非专为${grade}安排。欢迎参加任一场次，或选择“其他时间”，我们将另行为您安排参观。`;
      if (open === n) return `有 ${n} 场说明会适合${grade}。`;
      if (open === 0) return `有 ${n} 场说明会适合${grade}，但${n === 1 ? '已' : '均已'}约满。请选择“其他时间”，我们将另行为您安排参观。`;
      return `有 ${n} 场说明会适合${grade}，其中 ${open} 场仍有名额。`;
    },
    otherGrades: (grade, grades) => `本场说明会面向${grades}，不适合${grade}。如您家中还有其他年级的孩子，仍可预约本场。`,
    anotherDate: '其他时间',
    anotherDateHint: '以上日期都不方便，或想参加的场次已满：请致电联系我们。',
    details: '您的信息',
    child: '孩子的信息',
    name: '家长姓名',
    mobile: '手机号码',
    mobileHint: '中国大陆手机号码为 11 位数字，如 138 1234 5678；境外号码请以“+”和国家或地区代码开头，如 +852 9123 4567',
    email: '电子邮箱',
    grade: '申请年级',
    chooseGrade: '请选择年级',
    entry: '入学学年',
    chooseYear: '请选择学年',
    thisYear: '本学年',
    message: '留言',
    messageHint: '选填：如家中其他孩子的情况、方便的日期或想咨询的问题。',
    consent: '我已阅读隐私声明，同意学校使用以上信息为我预约说明会并与我联系。',
    privacy: '查看隐私声明',
    submit: '提交预约',
    sending: '正在提交…',
    invalid: (n) => `有 ${n} 项需要修改。`,
    failed: '暂时无法提交，请稍后再试，或直接致电我们。',
    tooMany: '过去一小时内，我们已从当前网络收到多份报名。请稍后再试，或直接致电我们。',
    thanks: '感谢您的报名',
    booked: '您预约的场次',
    another: '再预约一个名额',
  },
};
