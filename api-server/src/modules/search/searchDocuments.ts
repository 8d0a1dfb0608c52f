// What a visitor of a campus can read, in one language, as the things search finds: read through the
// same services that answer the public calls (so drafts and hidden stories are never among them), each
// with its title, its section's name and its page's hash address as the site links it. A page's copy
// (however many items it is made of) is one page; a list's item with a page of its own (a story, a
// course, a leader, an award, a guidance article) is its own; FAQ answers, clubs, senior projects,
// calendar events and information sessions each one.
import type { Block, CalendarEvent, CampusCode, ContentItem, Inline, Lang, MenuItem, SearchKind } from '@schools/shared-api';
import { SEARCH_KINDS, findRoute, flattenRoutes, isDisabledOn } from '@schools/shared-api';
import { schoolYearOf } from '@schools/shared-api/china-time';
import { ROUTES } from '@schools/root-config/routes';
import type { CalendarService } from '../calendar/calendarService';
import { BOOKING_PATH } from '../calendar/sessionEvents';
import type { ContentService } from '../content/contentService';
import { MENU_IDS } from '../content/menuIds';
import { pageHeading, pageTrail } from '../studio/pageTrail';
import { placeOf } from '../studio/placement';

/** Among equally good matches, a page comes before an FAQ answer, … a calendar event, a news story. */
export const kindRank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);

export interface SearchDocument {
  kind: SearchKind;
  title: string;
  /** the name of the site's section it is in, in its language (About Us, 学生生活…) */
  section: string;
  /** its page's hash address, without lang: /about/mission, /news_detail?id=71 */
  address: string;
  /** its words, paragraphs apart */
  body: string;
  /** a story scheduled for later: from when it is found (ISO UTC); null: now */
  visibleFrom: string | null;
}

export interface SearchSources {
  content: ContentService;
  calendar: CalendarService;
}

const PAGES = flattenRoutes(ROUTES).map((r) => r.path);
const FAQ_PAGE = '/admissions/questions';
const CLUBS_PAGE = '/stuLife/wonderfulLife/club';
const CALENDAR_PAGE = '/academics/calendar';
const PROJECT_PAGE = '/academics/senior_project/blog';
const COURSE_PAGE = '/course_detail';
const LEADER_PAGE = '/about/management/detail';

const inline = (runs: Inline[]) => runs.map((r) => r.text).join('');

/** What a block says to a reader (captions included, pictures' alt text not: it is not read on the page). */
export function blockText(block: Block): string {
  switch (block.type) {
    case 'heading': return block.text;
    case 'paragraph': return inline(block.content);
    case 'list': return block.items.map(inline).join('\n');
    case 'table': return [block.caption ?? '', block.head.join(' '), ...block.rows.map((r) => r.join(' '))].filter(Boolean).join('\n');
    case 'quote': return [block.text, block.cite ?? ''].filter(Boolean).join('\n');
    case 'facts': return block.items.map((i) => `${i.label} ${i.value}`).join('\n');
    case 'cta': return block.links.map((l) => l.label).join('\n');
    case 'image': return block.caption ?? '';
    case 'gallery': return block.images.map((i) => i.caption ?? '').filter(Boolean).join('\n');
  }
}

const paragraphs = (...parts: string[]) => parts.map((p) => p.trim()).filter(Boolean).join('\n\n');
const itemText = (item: ContentItem) => paragraphs(item.summary, ...item.blocks.map(blockText));

interface MenuEntry { id: string; url: string; title: string }

function flatMenu(items: readonly MenuItem[]): MenuEntry[] {
  return items.flatMap((i) => [{ id: i.id, url: i.url, title: i.title }, ...flatMenu(i.children ?? [])]);
}

/** Names pages and sections as the campus's navigation does, falling back on the route table's names. */
class Names {
  constructor(private readonly menu: readonly MenuEntry[], private readonly lang: Lang) {}

  /** A page's heading: its entry's title in the campus's menu, else what its route calls it. */
  page(path: string): string {
    const entry = this.menu.find((m) => m.url === path);
    const route = findRoute(ROUTES, path);
    return entry?.title ?? (route ? pageHeading(route)[this.lang] : '');
  }

  /**
   * The section a page is in: the top of its trail in the site's tree as the menu names it; a page
   * outside the navigation (the art festival) by the menu its copy is filed under.
   */
  section(path: string, menuId?: string): string {
    const top = pageTrail(ROUTES, path)[0];
    const entry = top && this.menu.find((m) => m.url === top.path && m.id.length === 2);
    if (entry) return entry.title;
    const filed = menuId && this.menu.find((m) => m.id === menuId.slice(0, 2));
    return filed ? filed.title : top ? top.meta.nav_title[this.lang] : '';
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day as the page's language writes it: 15 November 2025, 2025年11月15日. */
export function dayName(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return lang === 'zh' ? `${y}年${m}月${d}日` : `${d} ${MONTHS[m - 1]} ${y}`;
}

/** A calendar entry's title with its first day: the same event comes back every year, a session several times a year. */
const eventTitle = (event: CalendarEvent, lang: Lang) =>
  (lang === 'zh' ? `${event.title}（${dayName(event.start.slice(0, 10), lang)}）` : `${event.title}, ${dayName(event.start.slice(0, 10), lang)}`);

/** What else a calendar entry says: its description, its place, and its last day or its hours. */
function eventText(event: CalendarEvent, lang: Lang): string {
  const when = event.allDay
    ? (event.end !== event.start ? dayName(event.end, lang) : '')
    : `${event.start.slice(11, 16)}–${event.end.slice(11, 16)}`;
  return paragraphs(event.description, event.location ?? '', when);
}

/** Everything of the campus a visitor can find in `lang`: pages first (in the site's order), then the rest. */
export async function documentsOf({ content, calendar }: SearchSources, site: CampusCode, lang: Lang): Promise<SearchDocument[]> {
  const offered = (path: string) => !isDisabledOn(ROUTES, path, site);
  const menu = flatMenu((await content.menu(site, lang)).menu);
  const names = new Names(menu, lang);
  const placedMenu = menu.map((m) => ({ id: m.id, url: m.url }));

  const pages = new Map<string, { menuId: string; parts: string[] }>();
  const items: SearchDocument[] = [];
  for (const { item, visibleFrom } of await content.readable(site, lang)) {
    const placed = placeOf({ menu_id: item.menuId, key: item.key, path: item.path }, placedMenu);
    if (!placed.page || placed.place === 'label' || placed.place === 'unused' || !offered(placed.page)) continue;
    if (placed.place === 'item') {
      if (!offered(item.path)) continue;
      const kind: SearchKind = item.menuId === MENU_IDS.news ? 'news' : item.path === COURSE_PAGE ? 'course' : 'page';
      // A leader is named with their role, as their card on School Leadership shows them.
      const title = item.path === LEADER_PAGE && item.summary ? `${item.title}${lang === 'zh' ? '，' : ', '}${item.summary}` : item.title;
      items.push({
        kind, title, section: names.section(placed.page, item.menuId), address: `${item.path}?id=${item.id}`, body: itemText(item), visibleFrom,
      });
      continue;
    }
    const page = pages.get(placed.page) ?? { menuId: item.menuId, parts: [] };
    // A part's own title (a panel's, a card's) is read on the page; the group's, which each part repeats, is the page's name.
    const own = item.title && item.title !== names.page(placed.page) && placed.place !== 'page' && placed.place !== 'text' ? item.title : '';
    page.parts.push(paragraphs(own, itemText(item)));
    pages.set(placed.page, page);
  }

  const documents: SearchDocument[] = [...pages]
    .sort(([a], [b]) => PAGES.indexOf(a) - PAGES.indexOf(b))
    .map(([path, page]) => ({
      kind: 'page', title: names.page(path), section: names.section(path, page.menuId), address: path, body: paragraphs(...page.parts), visibleFrom: null,
    }));

  if (offered(FAQ_PAGE)) {
    for (const faq of await content.faq(site, lang)) {
      documents.push({ kind: 'faq', title: faq.question, section: names.section(FAQ_PAGE), address: FAQ_PAGE, body: faq.answer, visibleFrom: null });
    }
  }
  documents.push(...items.filter((d) => d.kind === 'page' || d.kind === 'course'));
  if (offered(CLUBS_PAGE)) {
    for (const club of await content.clubsInFull(site, lang)) {
      documents.push({
        kind: 'club', title: club.name, section: names.section(CLUBS_PAGE), address: `${CLUBS_PAGE}?club=${club.id}`, body: paragraphs(club.category, club.description), visibleFrom: null,
      });
    }
  }
  if (offered(PROJECT_PAGE)) {
    for (const s of await content.students(site, lang, 1, 10_000)) {
      documents.push({
        kind: 'project', title: s.projectTitle, section: names.section(PROJECT_PAGE), address: `${PROJECT_PAGE}?id=${s.id}`,
        body: paragraphs(s.name, s.projectAbstract, s.advisor, s.internshipLocation, s.onsiteMentor), visibleFrom: null,
      });
    }
  }
  for (const { event, session } of await calendar.everything(site, lang)) {
    if (event.cancelled) continue;
    documents.push(session
      ? { kind: 'session', title: eventTitle(event, lang), section: names.section(BOOKING_PATH), address: BOOKING_PATH, body: eventText(event, lang), visibleFrom: null }
      : {
        kind: 'event', title: eventTitle(event, lang), section: names.section(CALENDAR_PAGE), address: `${CALENDAR_PAGE}?year=${schoolYearOf(event.start.slice(0, 10))}`,
        body: eventText(event, lang), visibleFrom: null,
      });
  }
  documents.push(...items.filter((d) => d.kind === 'news'));
  return documents;
}
