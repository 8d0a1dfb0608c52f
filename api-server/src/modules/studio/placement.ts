// Where a content item shows on the site: the page of the route table it belongs to and what part of
// that page it is (types.ts, TARGET_PLACES). The sections read their copy by menu and key (MenuCopyPage,
// copyOf in mf-*/src); this is the same map seen from the copy's side, so that the studio can list
// copy as the site's tree and say where each of its fields shows. A key the rules below do not name
// belongs to the page its key names under its menu's page, else to its menu's page.
import { findRoute, flattenRoutes, type Bilingual, type RouteDef } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { MENU_IDS } from '../content/menuIds';
import type { TargetPlace } from './types';

export interface Placement {
  /** a path of the route table; null for what shows across the site (labels) */
  page: string | null;
  place: TargetPlace;
  /** a name of its own, where neither its title nor its words name it */
  name?: Bilingual;
}

/** Keys whose page or part the menu alone does not say (the page that reads each is named). */
const BY_KEY: Record<string, { page?: string; place: TargetPlace; name?: Bilingual }> = {
  // ContactPage: the page's copy above the contact details.
  'admissions.contactUs': { page: '/contact_us', place: 'page' },
  // The library's three pages (StudentLifeApp, LibraryResourcesPage); their pictures are also their cards on the library page.
  'library_pages.catalog': { page: '/catalog', place: 'page' },
  'library_pages.databases': { page: '/subscribed-databases', place: 'page' },
  'library_pages.digital': { page: '/digital-resources', place: 'page' },
  // Campus Life's four pages (StudentLifeApp, ClubsPage).
  'campus.CLUBS': { page: '/stuLife/wonderfulLife/club', place: 'page' },
  'campus.FEATURED EVENTS': { page: '/stuLife/wonderfulLife/Campus', place: 'page' },
  'campus.COMMUNITY SERVICE': { page: '/stuLife/wonderfulLife/publicBenefit', place: 'page' },
  'campus.FIELD TRIPS': { page: '/stuLife/wonderfulLife/additional', place: 'page' },
  // Pages of one copy item each, laid out as a content page (MenuCopyPage).
  'stay.article_desc': { place: 'page' },
  'course.intro': { place: 'page' },
  // School Leadership's introduction above its cards (ManagementPage); the art festival's programme (ArtFestivalPage).
  'management.article_desc': { place: 'text' },
  'art_festival.article_desc': { page: '/art_festival', place: 'text' },
  // Information Sessions' sign-up form: the grades it offers and its privacy notice (RecruitPage).
  'signup.grades': { page: '/admissions/recruit', place: 'form' },
  'signup.privacy': { page: '/admissions/recruit', place: 'text' },
  // Read by no page at present: the catalogue's address as text (the library page links its own), the
  // older Work for Us text (the page reads about.join_us) and Senior Projects' (the page leads with the
  // Capstone curriculum page's first paragraph).
  'library.link': { place: 'unused', name: { en: 'Catalogue address', zh: '馆藏目录地址' } },
  'school_recruit.article_desc': { place: 'unused' },
  'academics.senior_project': { place: 'unused' },
};

/** Groups of keys that are parts of one page, by the key's first part. */
const PARTS: Record<string, TargetPlace> = { home: 'text', library: 'text', our_school: 'text' };

/** A content row as placement needs it: its menu, key and list path ('' for page copy). */
export interface PlacedRow {
  menu_id: string;
  key: string;
  path: string;
}

/** The menu entries of the campus as placement needs them. */
export interface MenuEntry {
  id: string;
  url: string;
}

const isPage = (path: string | undefined): path is string => Boolean(path && findRoute(ROUTES, path));

/** The page of the route table under `base` whose last segment is `field` (about.AP -> /about/achievements/AP). */
function pageNamed(base: string, field: string): string | undefined {
  if (!field) return undefined;
  return flattenRoutes(ROUTES).find((r) => r.path.startsWith(`${base}/`) && r.path.split('/').pop() === field)?.path;
}

/** Where a content row shows, by the campus's menu; what is on no page of it is `unused` (targets.ts). */
export function placeOf(row: PlacedRow, menu: readonly MenuEntry[]): Placement {
  const own = menu.find((m) => m.id === row.menu_id)?.url;
  const ownPage = isPage(own) ? own : undefined;
  const [group = '', field = ''] = row.key.split('.');
  if (row.path) {
    const route: RouteDef | undefined = findRoute(ROUTES, row.path);
    // A story, an award, a leader, a course, a guidance article: its own page, listed on its menu's page.
    if (route?.meta.item) return { page: ownPage ?? null, place: 'item' };
    // The home page's cards of the sections; the library's resources (cards on their page); teachers, shown whole.
    if (row.menu_id === MENU_IDS.home) return { page: '/home', place: 'card' };
    return { page: isPage(row.path) ? row.path : ownPage ?? null, place: row.menu_id === MENU_IDS.teachers ? 'profile' : 'card' };
  }
  if (row.menu_id === MENU_IDS.basic) return { page: null, place: 'label' };
  if (row.menu_id === MENU_IDS.contactUs) return { page: '/contact_us', place: 'contact' };
  const rule = BY_KEY[row.key];
  const named = ownPage ? pageNamed(ownPage, field) : undefined;
  const page = rule?.page ?? named ?? ownPage ?? null;
  if (rule) return { page, place: rule.place, ...(rule.name ? { name: rule.name } : {}) };
  // A section's front page: its introduction, then its panels, each titled by its item's title.
  if (group === 'hub') return { page, place: field === 'intro' ? 'text' : 'panel' };
  if (PARTS[group]) return { page, place: PARTS[group] };
  // A key naming a page of its own is that page's copy; otherwise a part of its menu's page.
  return { page, place: named ? 'page' : 'text' };
}
