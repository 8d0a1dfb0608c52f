// What staff changed on the site that a seed would put the fixtures back in place of, read from the
// audit log (every staff change has its row, written with it) and the copy's versions, counted per
// campus since the last forced seed (its 'seed.force' row; before any, since the beginning):
// - copy published or restored in the studio (copy, FAQ, menu, documents), unless its newest version
//   restores the one from before the studio, which is the seed's;
// - news stories written in the studio (a seed removes them), and the seed's stories published,
//   unpublished, redated or given a cover (their copy is counted here, not as copy);
// - pictures replaced on the site;
// - the seed's calendar events and information sessions edited or cancelled (a seed would bring a
//   cancelled session back to the sign-up form).
// Not counted, because no seed touches them: the events and sessions staff added, the photographs in
// the library (uploads, alt text, focal points), campus settings, accounts, comments and sign-ups.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../platform/db/schema';
import type { AuditAction } from '../modules/staff/audit';

export const CHANGE_KINDS = ['copy', 'newsWritten', 'newsChanged', 'pictures', 'events', 'sessions'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** For each kind, how many items each campus changed (campuses with none are left out). */
export type StaffChanges = Record<ChangeKind, Record<string, number>>;

/** What every seed keeps, however forced: the events and sessions staff added. */
export interface KeptByStaff {
  events: number;
  sessions: number;
}

type Db = Kysely<Database> | Transaction<Database>;

const COPY: AuditAction[] = ['studio.publish', 'studio.restore'];
const NEWS: AuditAction[] = ['news.create', 'news.update', 'news.publish', 'news.schedule', 'news.unpublish'];
const WATCHED: AuditAction[] = [...COPY, ...NEWS, 'media.replace', 'calendar.edit', 'calendar.cancel', 'session.edit', 'session.cancel'];

/** The audit row a forced seed writes: staff's changes count from it on. */
export const FORCED_SEED: AuditAction = 'seed.force';

const count = (items: Iterable<string>): Record<string, number> => {
  const sites: Record<string, number> = {};
  for (const item of items) {
    const site = item.slice(0, item.indexOf('|'));
    sites[site] = (sites[site] ?? 0) + 1;
  }
  return sites;
};

/** Ids of the seed's rows (created_by null) among those named `prefix:<id>` in `targets`. */
async function seededOf(db: Db, table: 'calendar_event' | 'info_session', targets: Set<string>, prefix: string): Promise<Set<string>> {
  const ids = [...targets].map((t) => Number(t.slice(t.indexOf('|') + 1 + prefix.length + 1))).filter(Number.isInteger);
  if (!ids.length) return new Set();
  const rows = await db.selectFrom(table).select(['site', 'id']).where('id', 'in', ids).where('created_by', 'is', null).execute();
  return new Set(rows.map((r) => `${r.site}|${prefix}:${r.id}`));
}

export async function staffChanges(db: Db): Promise<StaffChanges> {
  const mark = await db.selectFrom('staff_audit').select((eb) => eb.fn.max('id').as('id')).where('action', '=', FORCED_SEED).executeTakeFirst();
  const rows = await db.selectFrom('staff_audit').select(['site', 'action', 'target_id'])
    .where('id', '>', Number(mark?.id ?? 0)).where('action', 'in', WATCHED).execute();
  const targets = (actions: AuditAction[]) => new Set(rows.filter((r) => actions.includes(r.action as AuditAction)).map((r) => `${r.site}|${r.target_id}`));

  const written = targets(['news.create']);
  const changed = new Set([...targets(NEWS)].filter((t) => !written.has(t)));
  // A target's newest version, and which versions are the copy from before the studio.
  const versions = await db.selectFrom('studio_version').select(['id', 'site', 'target', 'action', 'restored_from']).orderBy('id').execute();
  const newest = new Map(versions.map((v) => [`${v.site}|${v.target}`, v]));
  const originals = new Set(versions.filter((v) => v.action === 'original').map((v) => Number(v.id)));
  const asSeeded = (target: string) => {
    const v = newest.get(target);
    return v?.action === 'restore' && v.restored_from !== null && originals.has(Number(v.restored_from));
  };
  const copy = [...targets(COPY)].filter((t) => !written.has(t) && !changed.has(t) && !asSeeded(t));

  return {
    copy: count(copy),
    newsWritten: count(written),
    newsChanged: count(changed),
    pictures: count(targets(['media.replace'])),
    events: count(await seededOf(db, 'calendar_event', targets(['calendar.edit', 'calendar.cancel']), 'event')),
    sessions: count(await seededOf(db, 'info_session', targets(['session.edit', 'session.cancel']), 'session')),
  };
}

export const total = (sites: Record<string, number>): number => Object.values(sites).reduce((a, b) => a + b, 0);

export const anyChanges = (changes: StaffChanges): boolean => CHANGE_KINDS.some((kind) => total(changes[kind]) > 0);

export async function keptByStaff(db: Db): Promise<KeptByStaff> {
  const of = async (table: 'calendar_event' | 'info_session') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_by', 'is not', null).executeTakeFirstOrThrow()).n);
  return { events: await of('calendar_event'), sessions: await of('info_session') };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const WORDS: Record<ChangeKind, (n: number) => string> = {
  copy: (n) => `${plural(n, 'piece', 'pieces')} of copy published by staff`,
  newsWritten: (n) => `${plural(n, 'news story', 'news stories')} written by staff`,
  newsChanged: (n) => `${plural(n, 'seeded news story', 'seeded news stories')} published, unpublished, redated or given a cover by staff`,
  pictures: (n) => `${plural(n, 'picture', 'pictures')} replaced on the site by staff`,
  events: (n) => `${plural(n, 'seeded calendar event', 'seeded calendar events')} edited or cancelled by staff`,
  sessions: (n) => `${plural(n, 'seeded information session', 'seeded information sessions')} edited or cancelled by staff`,
};

/** One line a kind with changes: '12 pieces of copy published by staff (BISZ 10, BIGZ 2)'. */
export function describeChanges(changes: StaffChanges): string[] {
  return CHANGE_KINDS.filter((kind) => total(changes[kind]) > 0).map((kind) => {
    const sites = Object.entries(changes[kind]).sort(([a], [b]) => a.localeCompare(b)).map(([site, n]) => `${site} ${n}`);
    return `${WORDS[kind](total(changes[kind]))} (${sites.join(', ')})`;
  });
}
