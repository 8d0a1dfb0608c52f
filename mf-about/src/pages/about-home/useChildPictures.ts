import { findRoute, getApi, isListedOn } from '@schools/shared-api';
import { useApiData, useCampus, useCopyPictures, useLang, useRoutes, type CopyPictureSource } from '@schools/ui';
import { AAD_MENU_ID } from '../aad/useAwards';
import { MANAGEMENT_MENU_ID } from '../management/useLeaders';

/** Pages under /about whose copy carries a picture, with the menu and key of that copy. */
const SOURCES: CopyPictureSource[] = [
  { path: '/about/mission', menuId: '02', key: 'about.mission' },
  { path: '/about/our_story', menuId: '02', key: 'about.our_story' },
  { path: '/about/our_school', menuId: '0203', key: 'our_school.article_desc2' },
  { path: '/about/join_us', menuId: '02', key: 'about.join_us' },
  // Achievements shows its college acceptances' picture; its children their own.
  { path: '/about/achievements', menuId: '02', key: 'about.CA' },
  { path: '/about/achievements/AP', menuId: '02', key: 'about.AP' },
  { path: '/about/achievements/CA', menuId: '02', key: 'about.CA' },
  { path: '/about/achievements/IB', menuId: '02', key: 'about.IB' },
];

/**
 * A picture per page under /about (none while loading or failed): each article's own, the first
 * leader's photo for School Leadership and the latest award's for Awards.
 */
export function useChildPictures(): Record<string, string> {
  const campus = useCampus();
  const lang = useLang();
  const management = findRoute(useRoutes(), '/about/management');
  // A campus without a leadership page (BBCD) has no leaders to ask for.
  const hasLeaders = Boolean(management && isListedOn(management, campus.sname));
  const articles = useCopyPictures(SOURCES);
  const lists = useApiData(async () => {
    const api = getApi();
    const firstOf = (menuId: string) => api.contentList({ menuId, page: 1, size: 1 }).then((page) => page.list[0]?.urls[0], () => undefined);
    const [leader, award] = await Promise.all([hasLeaders ? firstOf(MANAGEMENT_MENU_ID) : undefined, firstOf(AAD_MENU_ID)]);
    const pictures: Record<string, string> = {};
    if (leader) pictures['/about/management'] = leader;
    if (award) pictures['/about/achievements/AAD'] = award;
    return pictures;
  }, [campus.sname, lang, hasLeaders]);
  return { ...articles, ...(lists.data ?? {}) };
}
