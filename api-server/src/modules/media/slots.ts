// The pictures on a campus's site that the studio can replace, each named by a slot: the home
// carousel's slides, its virtual-tour slide's picture and the tour's thumbnails (the `banner` document), the pictures of content items
// (covers, portraits, cards, news), clubs, senior students and their blog posts. A slot is read and
// written inside the caller's transaction, the row locked on PostgreSQL, so the audit's "before" is
// exactly what was replaced.
import type { Transaction } from 'kysely';
import type { Dialect } from '../../platform/db/dialect';
import type { Database } from '../../platform/db/schema';
import type { HomeBanner } from '../content/campusContent';
import { ApiError } from '../../platform/http/errors';
import { MAX_ID } from '../../platform/http/schemas';

export type SlotGroup = 'carousel' | 'vr' | 'content' | 'club' | 'student' | 'post';

/** `banner/slide/0`, `banner/tour`, `banner/vr/2`, `content/123/0`, `club/45`, `student/12`, `post/7`. */
export const SLOT_PATTERN = '^(banner/(slide|vr)/[0-9]{1,3}|banner/tour|content/[0-9]{1,10}/[0-9]{1,3}|(club|student|post)/[0-9]{1,10})$';

export interface SiteSlot {
  slot: string;
  group: SlotGroup;
  /** what the slot shows, in both languages (a slide's title, an item's title, a club's name) */
  label: { en: string; zh: string };
  /** the stored picture: a path under the storage base, or an absolute address */
  stored: string;
}

type Parsed =
  | { kind: 'banner'; list: 'slides' | 'vrList'; index: number }
  | { kind: 'tour' }
  | { kind: 'content'; id: number; index: number }
  | { kind: 'club' | 'student' | 'post'; id: number };

function parse(slot: string): Parsed {
  const parts = slot.split('/');
  const n = (value: string | undefined) => Number(value);
  if (slot === 'banner/tour') return { kind: 'tour' };
  if (parts[0] === 'banner') return { kind: 'banner', list: parts[1] === 'slide' ? 'slides' : 'vrList', index: n(parts[2]) };
  if (parts[0] === 'content') return { kind: 'content', id: n(parts[1]), index: n(parts[2]) };
  return { kind: parts[0] as 'club' | 'student' | 'post', id: n(parts[1]) };
}

/** What the tour slide's own picture is called among the slots. */
const TOUR_LABEL = { en: 'Virtual tour slide (behind its places)', zh: '全景导览幻灯片（地点背后的图片）' };

const missing = (slot: string, site: string) => ApiError.notFound(`No picture ${slot} on ${site}`).because('notFound');

/** Every replaceable picture of a campus, in the order its site shows them. */
export async function listSlots(trx: Transaction<Database>, site: string): Promise<SiteSlot[]> {
  const slots: SiteSlot[] = [];
  const banner = await trx.selectFrom('document').select('body').where('site', '=', site).where('name', '=', 'banner').executeTakeFirst();
  if (banner) {
    const body = JSON.parse(banner.body) as HomeBanner;
    body.slides.forEach((s, i) => slots.push({ slot: `banner/slide/${i}`, group: 'carousel', label: s.title, stored: s.image }));
    if (body.vrPic) slots.push({ slot: 'banner/tour', group: 'vr', label: TOUR_LABEL, stored: body.vrPic });
    body.vrList.forEach((v, i) => slots.push({ slot: `banner/vr/${i}`, group: 'vr', label: v.name, stored: v.pic }));
  }
  const items = await trx.selectFrom('content').select(['id', 'urls', 'title_en', 'title_zh']).where('site', '=', site).orderBy('menu_id').orderBy('sort').orderBy('id').execute();
  for (const item of items) {
    (JSON.parse(item.urls) as string[]).forEach((stored, i) => {
      if (stored) slots.push({ slot: `content/${item.id}/${i}`, group: 'content', label: { en: item.title_en, zh: item.title_zh }, stored });
    });
  }
  for (const club of await trx.selectFrom('club').select(['id', 'pic', 'name_en', 'name_zh']).where('site', '=', site).orderBy('sort').execute()) {
    if (club.pic) slots.push({ slot: `club/${club.id}`, group: 'club', label: { en: club.name_en, zh: club.name_zh }, stored: club.pic });
  }
  for (const student of await trx.selectFrom('student').select(['id', 'pic', 'name_en', 'name_zh']).where('site', '=', site).orderBy('sort').execute()) {
    if (student.pic) slots.push({ slot: `student/${student.id}`, group: 'student', label: { en: student.name_en, zh: student.name_zh }, stored: student.pic });
  }
  const posts = await trx.selectFrom('post').select(['id', 'pic', 'title_en', 'title_zh']).where('site', '=', site).orderBy('student_id').orderBy('sort').execute();
  for (const post of posts) {
    if (post.pic) slots.push({ slot: `post/${post.id}`, group: 'post', label: { en: post.title_en, zh: post.title_zh }, stored: post.pic });
  }
  return slots;
}

/**
 * Puts `picture` in a campus's slot and gives the picture it held. 404 when the campus has no such
 * slot (an id of another campus included). The row is locked until the transaction ends (PostgreSQL).
 */
export async function replaceSlot(trx: Transaction<Database>, dialect: Dialect, site: string, slot: string, picture: string): Promise<string> {
  const target = parse(slot);
  // An id past the database's integer names no row (PostgreSQL would refuse the query itself).
  if ('id' in target && !(target.id <= MAX_ID)) throw missing(slot, site);
  const lock = <Q extends { forUpdate(): Q }>(query: Q) => (dialect === 'postgres' ? query.forUpdate() : query);
  if (target.kind === 'banner' || target.kind === 'tour') {
    const row = await lock(trx.selectFrom('document').select('body').where('site', '=', site).where('name', '=', 'banner')).executeTakeFirst();
    const body = row ? (JSON.parse(row.body) as HomeBanner) : undefined;
    if (target.kind === 'tour') {
      if (!body?.vrPic) throw missing(slot, site);
      const before = body.vrPic;
      body.vrPic = picture;
      await trx.updateTable('document').set({ body: JSON.stringify(body) }).where('site', '=', site).where('name', '=', 'banner').execute();
      return before;
    }
    const list = body?.[target.list] as { image?: string; pic?: string }[] | undefined;
    const entry = list?.[target.index];
    if (!body || !entry) throw missing(slot, site);
    const field = target.list === 'slides' ? 'image' : 'pic';
    const before = entry[field] ?? '';
    entry[field] = picture;
    await trx.updateTable('document').set({ body: JSON.stringify(body) }).where('site', '=', site).where('name', '=', 'banner').execute();
    return before;
  }
  if (target.kind === 'content') {
    const row = await lock(trx.selectFrom('content').select('urls').where('site', '=', site).where('id', '=', target.id)).executeTakeFirst();
    const urls = row ? (JSON.parse(row.urls) as string[]) : [];
    if (!row || !urls[target.index]) throw missing(slot, site);
    const before = urls[target.index]!;
    urls[target.index] = picture;
    await trx.updateTable('content').set({ urls: JSON.stringify(urls) }).where('site', '=', site).where('id', '=', target.id).execute();
    return before;
  }
  const row = await lock(trx.selectFrom(target.kind).select('pic').where('site', '=', site).where('id', '=', target.id)).executeTakeFirst();
  if (!row?.pic) throw missing(slot, site);
  await trx.updateTable(target.kind).set({ pic: picture }).where('site', '=', site).where('id', '=', target.id).execute();
  return row.pic;
}
