// What the studio's alert form sends, and its checks: a known level, the campuses (all, a city's or
// chosen codes, resolved to codes), title and body in both languages, an optional link to a page of the
// site or an http(s) address, and a start and end in China time: the end is required for information
// and warnings (an emergency may stay until it is ended), after the start and still to come. Every
// problem at once, each with its field.
import { ALERT_LEVELS, CAMPUS_CODES, isCampusCode, type AlertLevel, type CampusCode } from '@schools/shared-api';
import { fromChinaTime } from '@schools/shared-api/china-time';
import { findCity } from '@schools/shared-api/cities';
import { Problems, checkText, isRealDate } from '../staff/fieldRefusal';

export interface Bilingual {
  en: string;
  zh: string;
}

/** An alert as the form sends it (the schema has checked the types). */
export interface AlertInput {
  level: string;
  /** 'all', 'city:<name>' or campus codes; together, the campuses it is shown on */
  campuses: string[];
  title: Bilingual;
  body: Bilingual;
  /** '' for none */
  link: string;
  /** YYYY-MM-DDTHH:MM in China time (+08:00 may follow); '' for now */
  startsAt: string;
  /** as the start; '' for none (an emergency only) */
  endsAt: string;
}

/** An alert as stored: trimmed, campuses resolved, times as ISO UTC. */
export interface CheckedAlert {
  level: AlertLevel;
  /** what was chosen, normalised: ['all'], ['city:Shenzhen'], or codes */
  audience: string[];
  campuses: CampusCode[];
  title: Bilingual;
  body: Bilingual;
  link: string;
  startsAt: string;
  endsAt: string | null;
}

export const ALERT_LIMITS = { title: 120, body: 600, link: 300, campuses: 20 } as const;

/** A date-time as typed or sent: the offset, when there is one, must be China's. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::00(?:\.000)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The campuses the chosen audience means, and the audience as it is stored; problems go to `campuses`. */
export function resolveAudience(problems: Problems, chosen: string[]): { audience: string[]; campuses: CampusCode[] } {
  const audience: string[] = [];
  const campuses = new Set<CampusCode>();
  for (const raw of chosen) {
    const entry = raw.trim();
    if (entry.toLowerCase() === 'all') {
      audience.push('all');
      CAMPUS_CODES.forEach((c) => campuses.add(c));
    } else if (entry.toLowerCase().startsWith('city:')) {
      const city = findCity(entry.slice(5));
      if (!city) problems.add('campuses', 'campusUnknown', `"${entry}" names no city with a campus`, entry);
      else {
        audience.push(`city:${city.en}`);
        city.campuses.forEach((c) => campuses.add(c));
      }
    } else if (isCampusCode(entry.toUpperCase())) {
      audience.push(entry.toUpperCase());
      campuses.add(entry.toUpperCase() as CampusCode);
    } else {
      problems.add('campuses', 'campusUnknown', `"${entry}" is not "all", "city:<name>" or a campus code`, entry);
    }
  }
  if (chosen.length === 0) problems.add('campuses', 'required', 'must name the campuses: "all", "city:<name>" or campus codes');
  // Catalog order, whatever order they were chosen in.
  return { audience: [...new Set(audience)], campuses: CAMPUS_CODES.filter((c) => campuses.has(c)) };
}

/** A moment typed in China time, as ISO UTC; '' stays null. */
function moment(problems: Problems, path: 'startsAt' | 'endsAt', value: string): string | null {
  const typed = value.trim();
  if (!typed) return null;
  const m = DATE_TIME.exec(typed);
  if (!m) return problems.add(path, 'dateTimeFormat', 'must be a day and a time written YYYY-MM-DDTHH:MM (China time)'), null;
  const [, day, hours, minutes, offset] = m as unknown as [string, string, string, string, string | undefined];
  if (offset !== undefined && offset !== '+08:00') return problems.add(path, 'notChinaTime', 'must be China time (+08:00), where every campus is'), null;
  if (!isRealDate(day)) return problems.add(path, 'noSuchDate', `${day} is not a day of the calendar`), null;
  return fromChinaTime(day, `${hours}:${minutes}`);
}

/** A link of the site (a path) or an http(s) address: nothing a browser would run or leave the page for silently. */
export function isAlertLink(link: string): boolean {
  if (/^\/(?![/\\])/.test(link)) return !/\s/.test(link);
  try {
    const url = new URL(link);
    return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The alert checked, or refused with every problem (400). `allowed` is asked with the campuses it
 * would be shown on before anything else is refused: who may publish there is answered first (403).
 */
export function checkAlert(input: AlertInput, now: Date, allowed: (campuses: CampusCode[]) => void): CheckedAlert {
  const problems = new Problems();
  const { audience, campuses } = resolveAudience(problems, input.campuses);
  if (campuses.length) allowed(campuses);
  if (!(ALERT_LEVELS as readonly string[]).includes(input.level)) problems.add('level', 'invalid', `must be one of ${ALERT_LEVELS.join(', ')}`);
  const level = input.level as AlertLevel;
  const texts = (field: 'title' | 'body'): Bilingual => ({
    en: checkText(problems, `${field}.en`, input[field].en, { required: true, max: ALERT_LIMITS[field] }),
    zh: checkText(problems, `${field}.zh`, input[field].zh, { required: true, max: ALERT_LIMITS[field] }),
  });
  const title = texts('title');
  const body = texts('body');
  const link = checkText(problems, 'link', input.link, { required: false, max: ALERT_LIMITS.link });
  if (link && !problems.has('link') && !isAlertLink(link)) problems.add('link', 'alertLink', 'must be a path of the site (starting with /) or an http(s) address, or empty');
  const startsAt = moment(problems, 'startsAt', input.startsAt) ?? (problems.has('startsAt') ? null : now.toISOString());
  const endsAt = moment(problems, 'endsAt', input.endsAt);
  if (!endsAt && !input.endsAt.trim() && level !== 'emergency' && !problems.has('level')) {
    problems.add('endsAt', 'required', 'must be given for information and warnings: only an emergency may stay until it is ended');
  }
  if (startsAt && endsAt && endsAt <= startsAt) problems.add('endsAt', 'endBeforeStart', 'must be after the start');
  else if (endsAt && endsAt <= now.toISOString()) problems.add('endsAt', 'inPast', 'must be still to come: end an alert now with its end call');
  problems.refuse('alert');
  return { level, audience, campuses, title, body, link, startsAt: startsAt!, endsAt };
}
