// Loads the repository's fixtures into the database in one transaction: either all of the content
// is replaced or none of it. Visitors' comments are never touched, and ids are deterministic, so
// comments keep pointing at the same posts after a reseed.
import type { Kysely, Transaction } from 'kysely';
import { BRAND, type Block, type CampusCode, type Lang } from '@schools/shared-api';
import type { Database } from '../platform/db/schema';
import { blockProblems } from '../modules/content/blocks';
import { markdownToBlocks } from '../modules/content/markdown';
import { MENU_IDS } from '../modules/content/menuIds';
import { gradeColumns } from '../modules/admissions/sessionGrades';
import { requestReindex } from '../modules/search/searchIndex';
import { menuFor, type MenuSeed } from './menu';
import type { Article, Bilingual, BilingualBlocks, CampusSeed, InfoSession, RichText, TextGroups } from '../modules/content/campusContent';

/** Page-copy groups and the menu whose content-by-menu serves them. */
export const GROUP_MENU: Record<keyof TextGroups, string> = {
  home: MENU_IDS.home,
  school_recruit: MENU_IDS.joinUs,
  GeneralInformation: MENU_IDS.contactUs,
  our_school: MENU_IDS.ourSchool,
  management: MENU_IDS.management,
  campus: MENU_IDS.wonderfulLife,
  library: MENU_IDS.library,
  library_pages: MENU_IDS.library,
  stay: MENU_IDS.stay,
  studService: MENU_IDS.studService,
  admissions: MENU_IDS.admissions,
  about: MENU_IDS.about,
  academics: MENU_IDS.academics,
  art_festival: MENU_IDS.artFestival,
  basic: MENU_IDS.basic,
};

const GROUP_TITLE: Record<keyof TextGroups, Bilingual> = {
  home: { en: 'Home', zh: '首页' },
  school_recruit: { en: 'Work for Us', zh: '加入我们' },
  GeneralInformation: { en: 'Contact Us', zh: '联系我们' },
  our_school: { en: 'Our School', zh: '我们的学校' },
  management: { en: 'School Leadership', zh: '学校管理团队' },
  campus: { en: 'Campus Life', zh: '精彩校园' },
  library: { en: 'Library', zh: '图书馆' },
  library_pages: { en: 'Library', zh: '图书馆' },
  stay: { en: 'Boarding Life', zh: '寄宿生活' },
  studService: { en: 'Student Services', zh: '学生服务' },
  admissions: { en: 'Admissions', zh: '招生入学' },
  about: { en: 'About Us', zh: '关于我们' },
  academics: { en: 'Academics', zh: '学术课程' },
  art_festival: { en: 'Art Festival', zh: '艺术节' },
  basic: { en: 'Labels', zh: '通用标签' },
};

function branded(text: Bilingual): Bilingual {
  return { en: text.en.replaceAll('{brand}', BRAND.en), zh: text.zh.replaceAll('{brand}', BRAND.zh) };
}

/** `{ title_en, title_zh }` from a bilingual text. */
function cols<K extends string>(name: K, text: Bilingual): Record<`${K}_en` | `${K}_zh`, string> {
  const t = branded(text);
  return { [`${name}_en`]: t.en, [`${name}_zh`]: t.zh } as Record<`${K}_en` | `${K}_zh`, string>;
}

/** Replaces `{brand}` in every string of a JSON-like value. */
function brandDeep<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('{brand}', BRAND.en) as T; // zh handled below
  if (Array.isArray(value)) return value.map(brandDeep) as T;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.en === 'string' && typeof obj.zh === 'string' && Object.keys(obj).length === 2) {
      return branded(obj as unknown as Bilingual) as T;
    }
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, brandDeep(v)])) as T;
  }
  return value;
}

/** Replaces `{brand}` in every string of one language's blocks. */
function brandBlocks(blocks: Block[], lang: Lang): Block[] {
  const deep = (v: unknown): unknown =>
    typeof v === 'string' ? v.replaceAll('{brand}', BRAND[lang])
      : Array.isArray(v) ? v.map(deep)
        : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)])) : v;
  return deep(blocks) as Block[];
}

const isMarkdown = (part: Bilingual | BilingualBlocks): part is Bilingual => typeof part.en === 'string';

/** Page copy as blocks in both languages: Markdown is converted, written-out blocks are taken as they are. */
export function richBlocks(text: RichText): BilingualBlocks {
  const parts = Array.isArray(text) ? text : [text];
  const out: BilingualBlocks = { en: [], zh: [] };
  for (const part of parts) {
    for (const lang of ['en', 'zh'] as const) {
      out[lang].push(...(isMarkdown(part) ? markdownToBlocks(branded(part)[lang]) : brandBlocks(part[lang], lang)));
    }
  }
  return out;
}

/** Thrown when fixtures hold blocks the API would not serve; the seed then writes nothing. */
export class SeedContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The seed was refused, nothing was written:\n${problems.join('\n')}`);
    this.name = 'SeedContentError';
  }
}

function flattenMenu(site: CampusCode, items: MenuSeed[], parent: string | null) {
  return items.flatMap((item, sort): Database['menu'][] => [
    { site, id: item.id, parent_id: parent, sort, url: item.url, ...cols('title', item.title) },
    ...flattenMenu(site, item.children ?? [], item.id),
  ]);
}

const CONTENT_TABLES = ['menu', 'content', 'faq', 'document', 'calendar', 'club', 'student', 'post', 'info_session', 'calendar_event'] as const;

async function insertAll<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Database[T][]): Promise<void> {
  // Bounded batches keep every statement under SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < rows.length; i += 50) {
    await trx.insertInto(table).values(rows.slice(i, i + 50) as never).execute();
  }
}

export interface SeedCounts {
  campuses: number;
  menu: number;
  content: number;
  faq: number;
  calendar: number;
  calendarEvents: number;
  sessions: number;
  club: number;
  student: number;
  post: number;
}

/** A seeded information session's row: the calendar shows it too, revised when the seed ran. */
function sessionRow(id: number, site: CampusCode, sort: number, s: InfoSession, seededAt: string): Database['info_session'] {
  return {
    id, site, sort, date: s.date, start: s.start, end: s.end, capacity: s.capacity, cancelled_at: null, created_by: null,
    updated_at: seededAt, sequence: 0,
    ...gradeColumns(s.grades), ...cols('place', s.place), ...cols('language', s.language), ...cols('audience', s.audience),
  };
}

/**
 * `first` runs at the start of the seed's transaction, before anything is replaced: a check that
 * refuses the seed by throwing (nothing is then written), or a record of it written with it.
 */
export async function seedDatabase(
  db: Kysely<Database>, seeds: CampusSeed[], first?: (trx: Transaction<Database>) => Promise<void>,
): Promise<SeedCounts> {
  const rows = {
    menu: [] as Database['menu'][],
    content: [] as Database['content'][],
    faq: [] as Database['faq'][],
    document: [] as Database['document'][],
    calendar: [] as Database['calendar'][],
    club: [] as Database['club'][],
    student: [] as Database['student'][],
    post: [] as Database['post'][],
    info_session: [] as Database['info_session'][],
    calendar_event: [] as Database['calendar_event'][],
  };
  const next = { content: 0, faq: 0, calendar: 0, club: 0, student: 0, post: 0, session: 0, event: 0 };
  /** The feed's DTSTAMP (events and sessions): when this content was last revised. */
  const seededAt = new Date().toISOString();
  const problems: string[] = [];

  for (const seed of seeds) {
    const site = seed.code;
    /** `{ blocks_en, blocks_zh }` of one item's copy; problems are collected, naming campus and key. */
    const blocks = (key: string, text: RichText): Record<'blocks_en' | 'blocks_zh', string> => {
      let converted: BilingualBlocks = { en: [], zh: [] };
      try {
        converted = richBlocks(text);
      } catch (error) {
        problems.push(`${site} ${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
      for (const lang of ['en', 'zh'] as const) {
        for (const problem of blockProblems(converted[lang])) problems.push(`${site} ${key} ${problem} (${lang})`);
      }
      return { blocks_en: JSON.stringify(converted.en), blocks_zh: JSON.stringify(converted.zh) };
    };
    rows.menu.push(...flattenMenu(site, menuFor(site, seed.calendars.length > 0), null));

    const article = (menuId: string, key: string, sort: number, a: Article, pathName: string): Database['content'] => ({
      id: ++next.content, site, menu_id: menuId, key, sort, urls: JSON.stringify([a.image]), link: '', path: pathName,
      date: a.date, views: 0, ...cols('title', a.title), ...cols('summary', a.summary), ...blocks(key, a.body),
    });

    for (const [group, fields] of Object.entries(seed.groups) as [keyof TextGroups, Record<string, RichText>][]) {
      Object.entries(fields).forEach(([field, text], sort) => {
        const key = `${group}.${field}`;
        rows.content.push({
          id: ++next.content, site, menu_id: GROUP_MENU[group], key, sort, urls: '[]', link: '', path: '',
          date: '', views: 0, ...cols('title', GROUP_TITLE[group]), summary_en: '', summary_zh: '', ...blocks(key, text),
        });
      });
    }
    const newest = (list: Article[]) => [...list].sort((a, b) => b.date.localeCompare(a.date));
    newest(seed.news).forEach((a, i) => rows.content.push(article(MENU_IDS.news, `news-${i + 1}`, i, a, '/news_detail')));
    newest(seed.aad).forEach((a, i) => rows.content.push(article(MENU_IDS.aad, `aad-${i + 1}`, i, a, '/about/achievements/AAD/detail')));
    seed.copy.forEach((c, sort) =>
      rows.content.push({
        id: ++next.content, site, menu_id: c.menuId, key: c.key, sort, urls: '[]', link: '', path: '',
        date: '', views: 0, ...cols('title', c.title), summary_en: '', summary_zh: '', ...blocks(c.key, c.text),
      }),
    );
    seed.lists.forEach((c, i) =>
      rows.content.push({
        id: ++next.content, site, menu_id: c.menuId, key: c.key, sort: 100 + i,
        urls: JSON.stringify([c.image]), link: c.link ?? '', path: c.path, date: '', views: 0,
        ...cols('title', c.title), ...cols('summary', c.summary),
        ...(c.body ? blocks(c.key, c.body) : { blocks_en: '[]', blocks_zh: '[]' }),
      }),
    );
    seed.leaders.forEach((l, i) =>
      rows.content.push({
        id: ++next.content, site, menu_id: MENU_IDS.management, key: `leader-${i + 1}`, sort: 100 + i,
        urls: JSON.stringify([l.image]), link: '', path: '/about/management/detail', date: '', views: 0,
        ...cols('title', l.name), ...cols('summary', l.role), ...blocks(`leader-${i + 1}`, l.bio),
      }),
    );
    seed.sessions.forEach((s, sort) => rows.info_session.push(sessionRow(++next.session, site, sort, s, seededAt)));
    for (const e of seed.calendarEvents) {
      rows.calendar_event.push({
        id: ++next.event, site, year: e.year, key: e.key, category: e.category, start: e.start, end: e.end,
        all_day: e.allDay ? 1 : 0, updated_at: seededAt, sequence: 0, cancelled_at: null, created_by: null, ...cols('title', e.title),
        ...cols('description', e.description ?? { en: '', zh: '' }), ...cols('location', e.location ?? { en: '', zh: '' }),
      });
    }
    seed.faq.forEach((f, sort) => rows.faq.push({ id: ++next.faq, site, sort, ...cols('question', f.question), ...cols('answer', f.answer) }));
    seed.calendars.forEach((c, sort) => rows.calendar.push({ id: ++next.calendar, site, sort, url: c.url, ...cols('title', c.title) }));
    seed.clubs.forEach((c, sort) =>
      rows.club.push({ id: ++next.club, site, sort, pic: c.image, ...cols('category', c.category), ...cols('name', c.name), ...cols('description', c.description) }),
    );
    seed.students.forEach((s, sort) => {
      const studentId = ++next.student;
      rows.student.push({
        id: studentId, site, sort, pic: s.image, ...cols('name', s.name), ...cols('project_title', s.projectTitle),
        ...cols('advisor', s.advisor), ...cols('internship_location', s.internshipLocation),
        ...cols('onsite_mentor', s.onsiteMentor), ...cols('project_abstract', s.projectAbstract),
      });
      s.posts.forEach((p, postSort) =>
        rows.post.push({
          id: ++next.post, site, student_id: studentId, sort: postSort, date: p.date, pic: p.image,
          ...cols('title', p.title), ...cols('summary', p.summary), ...cols('body', p.body),
        }),
      );
    });
    rows.document.push({ site, name: 'tuition', body: JSON.stringify(brandDeep(seed.tuition)) });
    rows.document.push({ site, name: 'banner', body: JSON.stringify(brandDeep(seed.banner)) });
  }

  // Last season's sessions after every campus's upcoming ones: the ids of those, which sign-ups point at, stay.
  for (const seed of seeds) {
    seed.earlierSessions.forEach((s, i) => rows.info_session.push(sessionRow(++next.session, seed.code, seed.sessions.length + i, s, seededAt)));
  }

  if (problems.length) throw new SeedContentError(problems);

  await db.transaction().execute(async (trx) => {
    await first?.(trx);
    // New content starts with no views, so who has seen the old content is forgotten too.
    await trx.deleteFrom('content_viewer').execute();
    // What staff added in the studio (events, sessions) is theirs, not the fixtures': it stays.
    for (const table of CONTENT_TABLES) {
      await (table === 'calendar_event' || table === 'info_session' ? trx.deleteFrom(table).where('created_by', 'is', null) : trx.deleteFrom(table)).execute();
    }
    for (const table of CONTENT_TABLES) await insertAll(trx, table, rows[table] as never);
    // The search's index of each campus is built anew by the next search of it, on whichever server.
    await requestReindex(trx, seeds.map((s) => s.code));
  });

  return {
    campuses: seeds.length, menu: rows.menu.length, content: rows.content.length, faq: rows.faq.length,
    calendar: rows.calendar.length, calendarEvents: rows.calendar_event.length, sessions: rows.info_session.length, club: rows.club.length, student: rows.student.length, post: rows.post.length,
  };
}
