// The schema's migrations in order, one file each, run at start by Kysely's migrator (connect.ts). The
// same steps build the schema on SQLite and PostgreSQL; a step that differs asks `dialect`. A name, once
// released, never changes: the database records which it has run by name.
import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect';
import { m001 } from './001-content';
import { m002 } from './002-content-blocks';
import { m003 } from './003-content-viewer';
import { m004 } from './004-admissions';
import { m005 } from './005-calendar-event';
import { m006 } from './006-wechat-sign-in';
import { m007 } from './007-view-window';
import { m008 } from './008-hardening-sign-in-limit-and-expiry';
import { m009 } from './009-releases';
import { m010 } from './010-staff-accounts';
import { m011 } from './011-studio-versions';
import { m012 } from './012-media-library';
import { m013 } from './013-studio-calendar';
import { m014 } from './014-studio-news';
import { m015 } from './015-staff-devices';
import { m016 } from './016-campus-settings';
import { m017 } from './017-outbox';
import { m018 } from './018-session-grades';
import { m019 } from './019-password-resets';
import { m020 } from './020-media-focus';
import { m021 } from './021-studio-schedule';
import { m022 } from './022-session-calendar';
import { m023 } from './023-alerts';
import { m024 } from './024-search';
import { m025 } from './025-no-stand-in-settings';

export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001_content': m001(dialect),
    '002_content_blocks': m002,
    '003_content_viewer': m003,
    '004_admissions': m004(dialect),
    '005_calendar_event': m005,
    '006_wechat_sign_in': m006,
    '007_view_window': m007,
    '008_hardening_sign_in_limit_and_expiry': m008,
    '009_releases': m009(dialect),
    '010_staff_accounts': m010(dialect),
    '011_studio_versions': m011(dialect),
    '012_media_library': m012(dialect),
    '013_studio_calendar': m013,
    '014_studio_news': m014,
    '015_staff_devices': m015,
    '016_campus_settings': m016,
    '017_outbox': m017(dialect),
    '018_session_grades': m018,
    '019_password_resets': m019(dialect),
    '020_media_focus': m020,
    '021_studio_schedule': m021,
    '022_session_calendar': m022,
    '023_alerts': m023(dialect),
    '024_search': m024(dialect),
    '025_no_stand_in_settings': m025,
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
