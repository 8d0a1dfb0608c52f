import { findRoute, getApi, isListedOn } from '@schools/shared-api';
import { useApiData, useCampus, useCopyCards, useLang, useRoutes, type CopyCards, type CopyCardSource } from '@schools/ui';
import { AAD_MENU_ID } from '../aad/useAwards';
import { MANAGEMENT_MENU_ID } from '../management/useLeaders';

/** Pages under /about with copy of their own: the menu and key of the copy that pictures and sums up each. */
const SOURCES: CopyCardSource[] = [
  { path: '/about/mission', menuId: '02', key: 'about.mission' },
  { path: '/about/our_story', menuId: '02', key: 'about.our_story' },
  // Our School's picture is in its second article; its first one says what the school is.
  { path: '/about/our_school', menuId: '0203', key: 'our_school.article_desc2', summaryKey: 'our_school.article_desc1' },
  { path: '/about/join_us', menuId: '02', key: 'about.join_us' },
  // Achievements shows its college acceptances' picture over its own introduction; its children their own.
  { path: '/about/achievements', menuId: '02', key: 'about.CA', summaryKey: 'about.achievements' },
  { path: '/about/achievements/AP', menuId: '02', key: 'about.AP' },
  { path: '/about/achievements/CA', menuId: '02', key: 'about.CA' },
  { path: '/about/achievements/IB', menuId: '02', key: 'about.IB' },
];

/** School Leadership's introduction sums it up; its picture is its first leader's (below). */
const MANAGEMENT: CopyCardSource = { path: '/about/management', menuId: MANAGEMENT_MENU_ID, key: 'management.article_desc' };

/**
 * A picture and a summary per page under /about (none while loading or failed): each article's own,
 * the first leader's photo for School Leadership, and the latest award's picture and title for Awards.
 */
export function useChildCards(): CopyCards {
  const campus = useCampus();
  const lang = useLang();
  const routes = useRoutes();
  const management = findRoute(routes, '/about/management');
  // A campus without a leadership page (BBCD) has no leaders to ask for.
  const hasLeaders = Boolean(management && isListedOn(routes, management, campus.sname));
  const articles = useCopyCards(hasLeaders ? [...SOURCES, MANAGEMENT] : SOURCES);
  const lists = useApiData(async () => {
    const api = getApi();
    const firstOf = (menuId: string) => api.contentList({ menuId, page: 1, size: 1 }).then((page) => page.list[0], () => undefined);
    const [leader, award] = await Promise.all([hasLeaders ? firstOf(MANAGEMENT_MENU_ID) : undefined, firstOf(AAD_MENU_ID)]);
    const cards: Omit<CopyCards, 'ready'> = { pictures: {}, summaries: {} };
    if (leader?.urls[0]) cards.pictures['/about/management'] = leader.urls[0];
    if (award?.urls[0]) cards.pictures['/about/achievements/AAD'] = award.urls[0];
    // Awards has no words of its own: its latest award is what the page opens with.
    if (award?.title) cards.summaries['/about/achievements/AAD'] = award.title;
    return cards;
  }, [campus.sname, lang, hasLeaders]);
  return {
    pictures: { ...articles.pictures, ...lists.data?.pictures },
    summaries: { ...articles.summaries, ...lists.data?.summaries },
    ready: articles.ready && lists.status !== 'loading',
  };
}
