// What copy says about the information sessions, computed from the sessions themselves when the copy is
// answered, so it is true on every day: staff write a token where the fact goes ({next-session},
// {upcoming-sessions}, {session-dates}) and the content API puts the campus's current fact in its place,
// in the answer's language. The sessions are the ones the booking form offers (SignupService.sessions).
import type { Kysely } from 'kysely';
import type { CampusCode, InfoSession, Lang } from '@schools/shared-api';
import type { Database } from '../../platform/db/schema';
import type { SignupService } from './signupService';

/** The tokens copy may carry, and what each becomes. */
export const SESSION_TOKENS = ['next-session', 'upcoming-sessions', 'session-dates'] as const;
export type SessionToken = (typeof SESSION_TOKENS)[number];

const LOCALES: Record<Lang, string> = { en: 'en-GB', zh: 'zh-CN' };

/** "Saturday, 9 January 2027" / "2027年1月9日星期六": a session's day as the booking form writes it. */
function dayOf(session: Pick<InfoSession, 'date'>, lang: Lang, weekday: boolean): string {
  const format = new Intl.DateTimeFormat(LOCALES[lang], { ...(weekday ? { weekday: 'long' } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.format(Date.parse(session.date));
}

/** The facts of one campus's sessions, in one language, from its sessions still to come. */
export function sessionFactsOf(sessions: readonly InfoSession[], lang: Lang): Record<SessionToken, string> {
  const next = sessions[0];
  const last = sessions.at(-1);
  const zh = lang === 'zh';
  return {
    'next-session': next
      ? (zh ? `最近一场招生说明会将于${dayOf(next, lang, true)}举行。` : `Our next information session is on ${dayOf(next, lang, true)}.`)
      : (zh ? '新一轮招生说明会的日期将在此公布。' : 'The dates of our next information sessions will be published here.'),
    'upcoming-sessions': String(sessions.length),
    'session-dates': !next || !last ? (zh ? '日期待公布' : 'Dates to be announced')
      : next === last ? dayOf(next, lang, false)
        : zh ? `${dayOf(next, lang, false)}至${dayOf(last, lang, false)}` : `${dayOf(next, lang, false)} to ${dayOf(last, lang, false)}`,
  };
}

/** The content API's source of the session facts (ContentService's `facts`), read on its database handle. */
export const sessionFacts = (signups: SignupService) =>
  async (db: Kysely<Database>, site: CampusCode, lang: Lang): Promise<Record<string, string>> => sessionFactsOf(await signups.sessions(site, lang, db), lang);
