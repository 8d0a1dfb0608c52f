// The campus catalog used to seed each campus's settings with filing numbers, social accounts and a
// WeChat official account it had made up (粤ICP备2016081234号-1, weibo.com/luminabisz, LuminaBISZ…),
// which the site showed visitors as if they were the school's. The catalog now leaves them empty until
// the school's IT enters its own; this empties them where the catalog's values still stand (the row
// last written by the catalog), and leaves every campus whose settings staff have changed as it is.
import type { Kysely, Migration } from 'kysely';

interface Row {
  site: string;
  settings: string;
  updated_by: string;
}

/** The settings the catalog made up, which only the school can give. */
const STAND_INS = ['icp', 'publicSecurity', 'wechatAccount', 'wechatQrTarget', 'weibo', 'video', 'linkedin'] as const;

export const m025: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as unknown as Kysely<{ campus_settings: Row }>;
    const rows = await db.selectFrom('campus_settings').selectAll().where('updated_by', '=', 'catalog').execute();
    for (const row of rows) {
      const settings = JSON.parse(row.settings) as Record<string, unknown>;
      for (const key of STAND_INS) settings[key] = '';
      await db.updateTable('campus_settings').set({ settings: JSON.stringify(settings) }).where('site', '=', row.site).where('updated_by', '=', 'catalog').execute();
    }
  },
  // The made-up values are not put back.
  async down() {},
};
