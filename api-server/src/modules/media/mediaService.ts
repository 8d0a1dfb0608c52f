// A campus's media library: uploading a photograph (processed in memory, then its files stored, then
// its row and audit row written in one transaction), its alt text, publishing it, and putting a
// published photograph in one of the site's picture slots (the change and its audit row in one
// transaction). Every call is scoped to a campus: a row of another campus is "not found".
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ERROR_CODES, mediaVariant, type FocalPoint } from '@schools/shared-api';
import type { LibraryPhoto } from '../content/contentService';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, MediaTable } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { ReleaseStore } from '../../platform/storage/objectStore';
import { writeAudit } from '../staff/audit';
import type { Actor } from '../staff/roles';
import { Gate } from './gate';
import { photoHash, processPhoto } from './processPhoto';
import { photoUses, type PhotoUse } from './photoUses';
import { listSlots, replaceSlot, type SlotGroup } from './slots';

export interface MediaVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  bytes: number;
  /** where a browser fetches it */
  src: string;
}

/** A photograph as the staff see it. */
export interface MediaItem {
  id: number;
  site: string;
  /** the JPEG's address, as the site's content gives it; the variants derive from it */
  src: string;
  /** the narrowest WebP, for lists */
  thumb: string;
  /** what page copy stores for it (an image block's src): a path under the storage base, or the bucket's address */
  stored: string;
  width: number;
  height: number;
  format: string;
  originalName: string;
  original: { width: number; height: number; bytes: number };
  variants: MediaVariant[];
  altEn: string;
  altZh: string;
  /** where its subject is, which every crop on the site keeps in view: percent from the top left */
  focus: FocalPoint;
  state: 'draft' | 'published';
  uploadedBy: string;
  uploadedAt: string;
  publishedAt: string | null;
  /** where the campus's site uses it (or copy waiting to go live will): it cannot be unpublished or deleted while used */
  usedIn: PhotoUse[];
}

/** A picture of the site the studio can replace, with what it shows now. */
export interface MediaSlot {
  slot: string;
  group: SlotGroup;
  label: { en: string; zh: string };
  /** the picture's address as the site gives it */
  src: string;
  /** the library photograph it shows, or null for another picture (an illustration) */
  mediaId: number | null;
  /** the pictures it showed before, newest first (from the audit log), each of which can be put back */
  history: { src: string; at: string; by: string }[];
}

export interface MediaScope {
  site: string;
  by: Actor;
}

/** Photographs processed at once: each takes a core for a second or two; the others wait their turn. */
const PROCESSING_AT_ONCE = 2;

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** The alt text as stored: trimmed, white space inside kept as typed. */
const cleanAlt = (text: string) => text.trim();

export class MediaService {
  private readonly gate = new Gate(PROCESSING_AT_ONCE);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly store: ReleaseStore,
    /** the storage base the site's answers put before a stored path (no trailing slash) */
    private readonly storageBase: string,
    /** the photographs' keys live in a bucket with its own public address (not under storageBase) */
    private readonly inBucket: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** What the site's content stores for a key: a path under the storage base, or the bucket's address. */
  private stored(key: string): string {
    return this.inBucket ? this.store.url(key) : key;
  }

  /** A stored picture's address as the site's answers give it. */
  private address(stored: string): string {
    return !stored || /^https?:\/\//.test(stored) ? stored : `${this.storageBase}/${stored}`;
  }

  private item(row: Selectable<MediaTable>, usedIn: PhotoUse[] = []): MediaItem {
    const src = this.address(this.stored(row.key));
    const variants = (JSON.parse(row.variants) as Omit<MediaVariant, 'src'>[]).map((v) => ({
      ...v, src: v.format === 'jpeg' ? src : mediaVariant(src, v.width, v.format),
    }));
    return {
      id: Number(row.id), site: row.site, src, thumb: variants.find((v) => v.format === 'webp')?.src ?? src, stored: this.stored(row.key),
      width: row.width, height: row.height, format: row.format, originalName: row.original_name,
      original: { width: row.original_width, height: row.original_height, bytes: row.original_bytes },
      variants, altEn: row.alt_en, altZh: row.alt_zh, focus: { x: row.focus_x, y: row.focus_y }, state: row.state,
      uploadedBy: row.uploaded_by_email, uploadedAt: row.uploaded_at, publishedAt: row.published_at, usedIn,
    };
  }

  /** The campus's photographs, newest first, each with where it is used. */
  async list(site: string): Promise<MediaItem[]> {
    const rows = await this.db.selectFrom('media').selectAll().where('site', '=', site).orderBy('id', 'desc').execute();
    const uses = await photoUses(this.db, site, rows.map((r) => this.stored(r.key)));
    return rows.map((row) => this.item(row, uses.get(this.stored(row.key))));
  }

  /** A photograph as the answers give it after a change: with where it is used. */
  private async withUses(site: string, item: MediaItem): Promise<MediaItem> {
    return { ...item, usedIn: (await photoUses(this.db, site, [item.stored])).get(item.stored) ?? [] };
  }

  /** Refuses to take a used photograph off the site (409), saying where it is used. */
  private async unused(site: string, row: Selectable<MediaTable>, doing: string): Promise<void> {
    const uses = (await photoUses(this.db, site, [this.stored(row.key)])).get(this.stored(row.key)) ?? [];
    if (uses.length === 0) return;
    const places = uses.slice(0, 3).map((u) => `${u.kind === 'slot' ? u.group : u.kind} “${u.label.en}”`).join(', ');
    throw new ApiError(409, ERROR_CODES.conflict, `Photograph ${Number(row.id)} is used in ${uses.length} place${uses.length === 1 ? '' : 's'} (${places}${uses.length > 3 ? ', …' : ''}): replace it there before you ${doing} it`)
      .because('photoInUse');
  }

  /** Takes a published photograph that nothing uses back to a draft: it can no longer be put on the site. */
  async unpublish(id: number, { site, by }: MediaScope): Promise<MediaItem> {
    const row = await this.db.selectFrom('media').selectAll().where('id', '=', id).where('site', '=', site).executeTakeFirst();
    if (!row) throw ApiError.notFound(`Photograph ${id} does not exist on ${site}`).because('notFound');
    if (row.state === 'draft') return this.withUses(site, this.item(row));
    await this.unused(site, row, 'unpublish');
    return this.db.transaction().execute(async (trx) => {
      const locked = await this.locked(trx, id, site);
      const before = this.item(locked);
      const updated = await trx.updateTable('media').set({ state: 'draft', published_at: null }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      const after = this.item(updated);
      await writeAudit(trx, by, { site, action: 'media.unpublish', targetId: id, before: auditView(before), after: auditView(after) }, this.now());
      return after;
    });
  }

  /**
   * Deletes a photograph that nothing uses: its row and audit row together, then its files (a file
   * left by a failure there is only unreachable, never shown).
   */
  async remove(id: number, { site, by }: MediaScope): Promise<{ deleted: number }> {
    const row = await this.db.selectFrom('media').selectAll().where('id', '=', id).where('site', '=', site).executeTakeFirst();
    if (!row) throw ApiError.notFound(`Photograph ${id} does not exist on ${site}`).because('notFound');
    await this.unused(site, row, 'delete');
    const item = await this.db.transaction().execute(async (trx) => {
      const locked = this.item(await this.locked(trx, id, site));
      await trx.deleteFrom('media').where('id', '=', id).execute();
      await writeAudit(trx, by, { site, action: 'media.delete', targetId: id, before: auditView(locked), after: null }, this.now());
      return locked;
    });
    const keys = [row.key, ...item.variants.filter((v) => v.format !== 'jpeg').map((v) => mediaVariant(row.key, v.width, v.format as 'avif' | 'webp'))];
    await Promise.allSettled(keys.map((key) => this.store.remove(key)));
    return { deleted: id };
  }

  private async existing(site: string, hash: string): Promise<MediaItem | undefined> {
    const row = await this.db.selectFrom('media').selectAll().where('site', '=', site).where('hash', '=', hash).executeTakeFirst();
    return row ? this.item(row) : undefined;
  }

  /**
   * Adds a photograph to the campus's library as a draft. A file refused (415, 422) leaves nothing:
   * it is checked and encoded in memory first; only then are its files stored (content-hashed names,
   * written once) and its row and audit row written together. The same bytes uploaded again give the
   * photograph already there.
   */
  async upload(bytes: Buffer, originalName: string, { site, by }: MediaScope): Promise<MediaItem> {
    // Known already: no need to make its sizes again (only a photograph that passed every check has a row).
    const already = await this.existing(site, photoHash(bytes));
    if (already) return already;
    const photo = await this.gate.run(() => processPhoto(site, bytes));
    for (const file of photo.files) await this.store.put(file.key, file.body, file.contentType);
    const at = this.now().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('media').values({
          site, hash: photo.hash, key: photo.key, format: photo.format, original_name: originalName.slice(0, 255),
          original_width: photo.original.width, original_height: photo.original.height, original_bytes: photo.original.bytes,
          width: photo.width, height: photo.height,
          variants: JSON.stringify(photo.files.map((f) => ({ format: f.format, width: f.width, height: f.height, bytes: f.body.length }))),
          alt_en: '', alt_zh: '', state: 'draft', uploaded_by: by.accountId, uploaded_by_email: by.email, uploaded_at: at, published_at: null,
        }).returningAll().executeTakeFirstOrThrow();
        const item = this.item(row);
        await writeAudit(trx, by, { site, action: 'media.upload', targetId: item.id, before: null, after: auditView(item) }, this.now());
        return item;
      });
    } catch (error) {
      // The same photograph uploaded twice at once: the second finds the first's row.
      if (isUniqueViolation(error)) {
        const first = await this.existing(site, photo.hash);
        if (first) return first;
      }
      throw error;
    }
  }

  /** The campus's row, locked until the transaction ends (PostgreSQL); 404 when the campus has none of that id. */
  private async locked(trx: Transaction<Database>, id: number, site: string): Promise<Selectable<MediaTable>> {
    let query = trx.selectFrom('media').selectAll().where('id', '=', id).where('site', '=', site);
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw ApiError.notFound(`Photograph ${id} does not exist on ${site}`).because('notFound');
    return row;
  }

  /** Sets the alt text; a published photograph cannot lose either language's. */
  async setAlt(id: number, alt: { altEn: string; altZh: string }, { site, by }: MediaScope): Promise<MediaItem> {
    const altEn = cleanAlt(alt.altEn);
    const altZh = cleanAlt(alt.altZh);
    return this.db.transaction().execute(async (trx) => {
      const row = await this.locked(trx, id, site);
      if (row.state === 'published' && (!altEn || !altZh)) {
        throw ApiError.badRequest(`Photograph ${id} is published: it keeps its alt text in both English and Chinese (altEn and altZh cannot be empty)`).because('altTextKept');
      }
      const before = this.item(row);
      if (row.alt_en === altEn && row.alt_zh === altZh) return before;
      const updated = await trx.updateTable('media').set({ alt_en: altEn, alt_zh: altZh }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      const after = this.item(updated);
      await writeAudit(trx, by, { site, action: 'media.alt', targetId: id, before: auditView(before), after: auditView(after) }, this.now());
      return after;
    });
  }

  /** Sets where the photograph's subject is (whole percent, 0 to 100, from the top left); the site's next answers crop around it. */
  async setFocus(id: number, focus: FocalPoint, { site, by }: MediaScope): Promise<MediaItem> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.locked(trx, id, site);
      const before = this.item(row);
      if (row.focus_x === focus.x && row.focus_y === focus.y) return before;
      const updated = await trx.updateTable('media').set({ focus_x: focus.x, focus_y: focus.y }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      const after = this.item(updated);
      await writeAudit(trx, by, { site, action: 'media.focus', targetId: id, before: auditView(before), after: auditView(after) }, this.now());
      return after;
    });
  }

  /**
   * The campus's published photographs by what the site's content stores for each, with their focal
   * point and alt text: the content's answers address them with the one and describe them with the
   * other. Read on `db`: the studio's preview asks inside its transaction (SQLite's one connection is
   * held by it).
   */
  async photosOnSite(site: string, db: Kysely<Database> = this.db): Promise<ReadonlyMap<string, LibraryPhoto>> {
    const rows = await db.selectFrom('media').select(['key', 'focus_x', 'focus_y', 'alt_en', 'alt_zh']).where('site', '=', site).where('state', '=', 'published').execute();
    return new Map(rows.map((r) => [this.stored(r.key), { focus: { x: r.focus_x, y: r.focus_y }, alt: { en: r.alt_en, zh: r.alt_zh } }]));
  }

  /** Publishes a photograph, which needs its alt text in both languages; one published already stays as it is. */
  async publish(id: number, { site, by }: MediaScope): Promise<MediaItem> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.locked(trx, id, site);
      const before = this.item(row);
      if (row.state === 'published') return before;
      const lacking = [!row.alt_en && 'English', !row.alt_zh && 'Chinese'].filter(Boolean);
      if (lacking.length) {
        throw ApiError.badRequest(`Photograph ${id} needs its alt text in ${lacking.join(' and ')} before it can be published: describe what it shows (PUT /api/staff/${site}/media/${id})`).because('altTextMissing');
      }
      const updated = await trx.updateTable('media').set({ state: 'published', published_at: this.now().toISOString() })
        .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      const after = this.item(updated);
      await writeAudit(trx, by, { site, action: 'media.publish', targetId: id, before: auditView(before), after: auditView(after) }, this.now());
      return after;
    });
  }

  /**
   * What the site's content stores for a published photograph of the campus, for a picture another part
   * of the studio puts on the site (a news story's cover): 404 for none of the campus, 400 for a draft.
   */
  async storedPicture(trx: Transaction<Database>, mediaId: number, site: string): Promise<string> {
    const row = await this.locked(trx, mediaId, site);
    if (row.state !== 'published') {
      throw ApiError.badRequest(`Photograph ${mediaId} is a draft: give it alt text in both languages and publish it before it goes on the site`).because('photoIsDraft');
    }
    return this.stored(row.key);
  }

  /** The campus's photographs by what the site's content stores for each, and a stored picture's address. */
  async library(site: string): Promise<{ idOf: (stored: string) => number | null; address: (stored: string) => string }> {
    const rows = await this.db.selectFrom('media').select(['id', 'key']).where('site', '=', site).execute();
    const ids = new Map(rows.map((m) => [this.stored(m.key), Number(m.id)]));
    return { idOf: (stored) => ids.get(stored) ?? null, address: (stored) => this.address(stored) };
  }

  /** The campus's replaceable pictures with what each shows now and showed before. */
  async slots(site: string): Promise<MediaSlot[]> {
    return this.db.transaction().execute(async (trx) => {
      const library = new Map((await trx.selectFrom('media').select(['id', 'key']).where('site', '=', site).execute()).map((m) => [this.stored(m.key), Number(m.id)]));
      const history = await this.histories(trx, site);
      return (await listSlots(trx, site)).map(({ stored, ...slot }) => {
        const src = this.address(stored);
        return { ...slot, src, mediaId: library.get(stored) ?? null, history: (history.get(slot.slot) ?? []).filter((h) => h.src !== src) };
      });
    });
  }

  /**
   * Each slot's earlier pictures, newest first, each once: the pictures its replacements took out, as
   * the audit log recorded them (the audit log is the slot's history).
   */
  private async histories(db: Kysely<Database>, site: string): Promise<Map<string, MediaSlot['history']>> {
    const rows = await db.selectFrom('staff_audit').select(['target_id', 'before', 'at', 'actor'])
      .where('site', '=', site).where('action', '=', 'media.replace').orderBy('id', 'desc').execute();
    const history = new Map<string, MediaSlot['history']>();
    for (const row of rows) {
      const picture = row.before ? (JSON.parse(row.before) as { picture?: string }).picture : undefined;
      if (!row.target_id || !picture) continue;
      const list = history.get(row.target_id) ?? [];
      if (!list.some((h) => h.src === picture)) list.push({ src: picture, at: row.at, by: row.actor });
      history.set(row.target_id, list);
    }
    return history;
  }

  /** What content stores for a picture the answers gave as `address` (the inverse of address()). */
  private storedOf(address: string): string {
    const prefix = `${this.storageBase}/`;
    return address.startsWith(prefix) ? address.slice(prefix.length) : address;
  }

  /**
   * Puts a published photograph of the campus in one of its site's slots, or puts back a picture the
   * slot showed before (`previous`, an address from its history), with its audit row (the picture
   * before and after) in the same transaction. The caller drops the cached answers.
   */
  async replace(slot: string, choice: { mediaId: number } | { previous: string }, { site, by }: MediaScope): Promise<MediaSlot> {
    return this.db.transaction().execute(async (trx) => {
      let picture: string;
      let mediaId: number | null;
      if ('mediaId' in choice) {
        const row = await this.locked(trx, choice.mediaId, site);
        if (row.state !== 'published') {
          throw ApiError.badRequest(`Photograph ${choice.mediaId} is a draft: give it alt text in both languages and publish it before it goes on the site`).because('photoIsDraft');
        }
        picture = this.stored(row.key);
        mediaId = Number(row.id);
      } else {
        // Only what this slot showed before: nothing else can be put in through its history.
        const earlier = (await this.histories(trx, site)).get(slot) ?? [];
        if (!earlier.some((h) => h.src === choice.previous)) {
          throw ApiError.badRequest(`${choice.previous} is not a picture ${slot} showed before: choose one from its history`).because('notInHistory');
        }
        picture = this.storedOf(choice.previous);
        const photo = await trx.selectFrom('media').select(['id', 'key', 'state']).where('site', '=', site).execute();
        const match = photo.find((m) => this.stored(m.key) === picture);
        if (match && match.state !== 'published') {
          throw ApiError.badRequest(`Photograph ${Number(match.id)} is a draft again: publish it before it goes back on the site`).because('photoIsDraft');
        }
        mediaId = match ? Number(match.id) : null;
      }
      const before = await replaceSlot(trx, this.dialect, site, slot, picture);
      await writeAudit(trx, by, {
        site, action: 'media.replace', targetId: slot,
        before: { slot, picture: this.address(before) }, after: { slot, picture: this.address(picture), ...(mediaId === null ? {} : { mediaId }) },
      }, this.now());
      const now = (await listSlots(trx, site)).find((s) => s.slot === slot)!;
      const src = this.address(picture);
      return { slot, group: now.group, label: now.label, src, mediaId, history: ((await this.histories(trx, site)).get(slot) ?? []).filter((h) => h.src !== src) };
    });
  }
}

/** A photograph in the audit log: what identifies it and what a change can touch, not its variants. */
function auditView(item: MediaItem) {
  return { id: item.id, src: item.src, originalName: item.originalName, altEn: item.altEn, altZh: item.altZh, focus: item.focus, state: item.state };
}
