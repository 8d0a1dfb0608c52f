// Where a campus's pictures are used: its site's picture slots, images in page copy, and copy waiting
// to go live (a draft or a scheduled publish). A photograph used anywhere cannot be unpublished or
// deleted: the staff are told where it is instead. One read of the campus for all of its photographs.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { listSlots, type SlotGroup } from './slots';

/** One place a picture shows, or will show once copy waiting for it goes live. */
export type PhotoUse =
  | { kind: 'slot'; group: SlotGroup; label: { en: string; zh: string } }
  | { kind: 'copy' | 'draft' | 'scheduled'; label: { en: string; zh: string } };

/** For each of `stored` (what content stores for a picture), where the campus uses it. */
export async function photoUses(db: Kysely<Database>, site: string, stored: readonly string[]): Promise<Map<string, PhotoUse[]>> {
  const uses = new Map<string, PhotoUse[]>(stored.map((s) => [s, []]));
  if (stored.length === 0) return uses;
  const add = (text: string, use: PhotoUse) => {
    for (const s of stored) if (text.includes(s)) uses.get(s)!.push(use);
  };
  for (const slot of await db.transaction().execute((trx) => listSlots(trx, site))) {
    uses.get(slot.stored)?.push({ kind: 'slot', group: slot.group, label: slot.label });
  }
  const content = await db.selectFrom('content').select(['id', 'title_en', 'title_zh', 'blocks_en', 'blocks_zh']).where('site', '=', site).execute();
  const titles = new Map(content.map((c) => [`content:${c.id}`, { en: c.title_en, zh: c.title_zh }]));
  for (const c of content) add(c.blocks_en + c.blocks_zh, { kind: 'copy', label: { en: c.title_en, zh: c.title_zh } });
  // Copy waiting to go live keeps its pictures: a draft or a schedule names its target (content:123).
  const label = (target: string) => titles.get(target) ?? { en: target, zh: target };
  for (const d of await db.selectFrom('studio_draft').select(['target', 'body']).where('site', '=', site).execute()) add(d.body, { kind: 'draft', label: label(d.target) });
  for (const s of await db.selectFrom('studio_schedule').select(['target', 'body']).where('site', '=', site).execute()) add(s.body, { kind: 'scheduled', label: label(s.target) });
  return uses;
}
