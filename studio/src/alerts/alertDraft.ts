// The alert form's values and what they mean: the audience as chosen (every campus, a city's, or
// campuses ticked), the times as a datetime-local control holds them in China time, the body the
// server takes, and the words and figures the view says of an alert (its audience, its times, its reach).
import { CAMPUS_CODES, type AlertLevel, type CampusCode } from '@schools/shared-api';
import { CITIES } from '@schools/shared-api/cities';
import { chinaTime, type AlertInput, type Bilingual, type StaffAlert } from '@schools/api-server/staff-contract';
import { dayText } from '../calendar/when';
import type { StaffLang } from '../staffText';
import { ALERTS_TEXT } from './alertsText';

export type AudienceChoice = { kind: 'all' } | { kind: 'city'; city: string } | { kind: 'chosen'; campuses: CampusCode[] };

export interface AlertDraft {
  level: AlertLevel;
  audience: AudienceChoice;
  title: Bilingual;
  body: Bilingual;
  link: string;
  /** YYYY-MM-DDTHH:MM, China time; '' for now */
  startsAt: string;
  /** as the start; '' for none (an emergency only) */
  endsAt: string;
}

const EMPTY_TEXT = { en: '', zh: '' };

/** A stamp (ISO UTC) as a datetime-local value in China time. */
export const chinaInput = (iso: string | null): string => chinaTime(iso).replace(' ', 'T');

/** The form of a new alert (on `campus`), or of one to correct, its audience as it was chosen. */
export function draftOf(alert: StaffAlert | undefined, campus: CampusCode): AlertDraft {
  if (!alert) return { level: 'information', audience: { kind: 'chosen', campuses: [campus] }, title: EMPTY_TEXT, body: EMPTY_TEXT, link: '', startsAt: '', endsAt: '' };
  const [first] = alert.audience;
  const city = alert.audience.length === 1 && first?.startsWith('city:') ? first.slice(5) : undefined;
  const audience: AudienceChoice = alert.audience.length === 1 && first === 'all' ? { kind: 'all' }
    : city && CITIES.some((c) => c.en === city) ? { kind: 'city', city } : { kind: 'chosen', campuses: alert.campuses };
  return {
    level: alert.level, audience, title: alert.title, body: alert.body, link: alert.link,
    startsAt: chinaInput(alert.startsAt), endsAt: chinaInput(alert.endsAt),
  };
}

/** What the server is sent: the audience as its words ('all', 'city:Shenzhen', codes). */
export function inputOf(draft: AlertDraft): AlertInput {
  const { audience } = draft;
  const campuses = audience.kind === 'all' ? ['all'] : audience.kind === 'city' ? [`city:${audience.city}`] : audience.campuses;
  return { level: draft.level, campuses, title: draft.title, body: draft.body, link: draft.link, startsAt: draft.startsAt, endsAt: draft.endsAt };
}

/** The campuses an audience reaches, as the server resolves them (for the count an emergency's confirmation says). */
export function reachOf(chosen: readonly string[]): CampusCode[] {
  const reached = new Set<string>();
  for (const entry of chosen) {
    if (entry === 'all') CAMPUS_CODES.forEach((c) => reached.add(c));
    else if (entry.startsWith('city:')) CITIES.find((c) => c.en === entry.slice(5))?.campuses.forEach((c) => reached.add(c));
    else reached.add(entry);
  }
  return CAMPUS_CODES.filter((c) => reached.has(c));
}

/** An alert's audience as chosen, in words: "All campuses", "Shenzhen campuses", "BISZ, BIGZ". */
export function audienceText(audience: readonly string[], lang: StaffLang): string {
  const t = ALERTS_TEXT[lang];
  return audience.map((entry) => {
    if (entry === 'all') return t.allCampuses;
    if (!entry.startsWith('city:')) return entry;
    const city = CITIES.find((c) => c.en === entry.slice(5));
    return t.cityCampuses(city ? city[lang] : entry.slice(5));
  }).join(t.listSeparator);
}

/** A datetime-local value (China time) as the view says it: "Sat 20 Mar 2027 09:00" / "2027年3月20日（周六） 09:00". */
export function localText(value: string, lang: StaffLang): string {
  const [day = '', time = ''] = value.split('T');
  return `${dayText(day, lang)} ${time}`;
}

/** A stamp (ISO UTC) as the view says it, in China time. */
export const momentText = (iso: string, lang: StaffLang): string => localText(chinaInput(iso), lang);

/** When an alert shows, in words: its start and end, or its start and "until it is ended". */
export function spanOf(alert: Pick<StaffAlert, 'startsAt' | 'endsAt'>, lang: StaffLang): string {
  const t = ALERTS_TEXT[lang];
  return alert.endsAt ? t.span(momentText(alert.startsAt, lang), momentText(alert.endsAt, lang)) : t.untilEnded(momentText(alert.startsAt, lang));
}
