// Each campus's settings that a school's IT changes without a developer (shared-api's CampusSettings):
// where the site is published, its hosts, filings, application portal and accounts. They live in the
// database (the catalog in code fills a missing campus once); every instance keeps them in memory, reads
// them again when any instance changes them (the response cache's invalidation, which on PostgreSQL
// reaches every instance), and builds the campus objects the pages, sitemaps and canonical addresses use.
import type { Kysely } from 'kysely';
import {
  CAMPUSES, CAMPUS_CODES, normalHost, resolveCampusCode, withSettings,
  type Campus, type CampusCode, type CampusLocation, type CampusSettings,
} from '@schools/shared-api';
import type { Database } from '../../platform/db/schema';
import type { ResponseCache } from '../../platform/http/responseCache';
import { ApiError } from '../../platform/http/errors';
import { ERROR_CODES } from '@schools/shared-api';
import { writeAudit } from '../staff/audit';
import type { Actor } from '../staff/roles';
import { checkCampusSettings } from './campusSettingsInput';

/** What the staff page shows of a campus: its settings, and who changed them last, when. */
export interface StoredCampusSettings {
  site: CampusCode;
  settings: CampusSettings;
  updatedAt: string;
  /** a staff account's e-mail, or 'catalog' while the seeded values stand */
  updatedBy: string;
}

/** A campus's settings, as the catalog (or a campus object) holds them (the server's only: the page receives them whole). */
export function settingsOf(campus: Campus): CampusSettings {
  const { links, filing } = campus;
  return {
    address: campus.address, hosts: [...campus.hosts], applicationPortal: links.applicationPortal,
    wechatAccount: links.wechat.account, wechatQrTarget: links.wechat.qrTarget,
    weibo: links.weibo, video: links.video, linkedin: links.linkedin, icp: filing.icp, publicSecurity: filing.publicSecurity,
  };
}

const settingsByCampus = (campuses: readonly Campus[]) =>
  Object.fromEntries(campuses.map((c) => [c.sname, settingsOf(c)])) as Record<CampusCode, CampusSettings>;

/** Who wrote the settings the catalog seeded. */
export const CATALOG_ACTOR = 'catalog';

/** The invalidation prefix that makes every instance read the settings again (all of the cache goes with it). */
const EVERYTHING = '';

export class CampusSettingsService {
  private stored = new Map<CampusCode, StoredCampusSettings>();
  private campusList: readonly Campus[] = CAMPUSES;
  /** every campus's settings as the page carries them: made once per read, not on every page */
  private forPages = settingsByCampus(CAMPUSES);
  private reading?: Promise<void>;
  private stale = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ResponseCache,
    private readonly log: (message: string) => void,
    private readonly clock: () => Date = () => new Date(),
  ) {
    // Another instance's change arrives as an invalidation of everything: read the settings again.
    cache.onInvalidate((prefix) => {
      if (prefix === EVERYTHING) void this.reload();
    });
  }

  /** Reads the settings, filling any campus the database has none for from the catalog. Awaited before the app answers. */
  async load(): Promise<void> {
    const now = this.clock().toISOString();
    const have = new Set((await this.db.selectFrom('campus_settings').select('site').execute()).map((r) => r.site));
    const missing = CAMPUSES.filter((c) => !have.has(c.sname));
    if (missing.length) {
      await this.db.insertInto('campus_settings')
        .values(missing.map((c) => ({ site: c.sname, settings: JSON.stringify(settingsOf(c)), updated_at: now, updated_by: CATALOG_ACTOR })))
        .onConflict((oc) => oc.column('site').doNothing())
        .execute();
    }
    await this.read();
  }

  /** The ten campuses with their settings, in the catalog's order. */
  campuses(): readonly Campus[] {
    if (this.stale) void this.reload();
    return this.campusList;
  }

  campus(code: CampusCode): Campus {
    return this.campuses().find((c) => c.sname === code)!;
  }

  /** The campus a request is for: path prefix, then host (the settings' hosts), then a `school` query. */
  resolve(location: CampusLocation): Campus {
    return this.campus(resolveCampusCode(location, this.campuses()));
  }

  /** Whether the host is one of a campus's own (not the shared host). */
  isCampusHost(hostname: string): boolean {
    const host = normalHost(hostname);
    return this.campuses().some((c) => c.hosts.includes(host));
  }

  /** Every campus's settings as the page carries them (its footer, links and host resolution). */
  pageSettings(): Record<CampusCode, CampusSettings> {
    if (this.stale) void this.reload();
    return this.forPages;
  }

  list(): StoredCampusSettings[] {
    return CAMPUS_CODES.map((code) => this.stored.get(code)!).filter(Boolean);
  }

  /**
   * Replaces a campus's settings: checked (every problem at once; a host another campus serves is
   * refused), written with its audit entry in one transaction, then every instance's cached answers go
   * and the settings are read again, so the next page anywhere shows them.
   */
  async update(site: CampusCode, input: CampusSettings, by: Actor): Promise<StoredCampusSettings> {
    const others = this.list().filter((s) => s.site !== site);
    const settings = checkCampusSettings(site, input, others);
    const at = this.clock().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('campus_settings').select('settings').where('site', '=', site).executeTakeFirst();
      if (!row) throw new ApiError(404, ERROR_CODES.notFound, `No settings for campus ${site}`);
      await trx.updateTable('campus_settings').set({ settings: JSON.stringify(settings), updated_at: at, updated_by: by.email }).where('site', '=', site).execute();
      await writeAudit(trx, by, { site, action: 'settings.update', targetId: site, before: JSON.parse(row.settings), after: settings }, this.clock());
    });
    await this.read();
    this.cache.invalidate(EVERYTHING);
    return this.stored.get(site)!;
  }

  private async read(): Promise<void> {
    const rows = await this.db.selectFrom('campus_settings').selectAll().execute();
    const stored = new Map<CampusCode, StoredCampusSettings>();
    for (const row of rows) {
      if (!(CAMPUS_CODES as readonly string[]).includes(row.site)) continue;
      const site = row.site as CampusCode;
      stored.set(site, { site, settings: JSON.parse(row.settings) as CampusSettings, updatedAt: row.updated_at, updatedBy: row.updated_by });
    }
    this.stored = stored;
    this.campusList = CAMPUSES.map((c) => (stored.has(c.sname) ? withSettings(c, stored.get(c.sname)!.settings) : c));
    this.forPages = settingsByCampus(this.campusList);
    this.stale = false;
  }

  /** Reads again; while the database cannot be read, keeps what it had and tries again on the next use. */
  private reload(): Promise<void> {
    this.reading ??= this.read()
      .catch((error: unknown) => {
        this.stale = true;
        this.log(`could not read the campus settings again, keeping the last ones: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
