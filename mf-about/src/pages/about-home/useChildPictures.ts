import { findRoute, firstPicture, getApi, isListedOn } from '@schools/shared-api';
import { useApiData, useCampus, useLang, useRoutes } from '@schools/ui';
import { AAD_MENU_ID } from '../aad/useAwards';
import { MANAGEMENT_MENU_ID } from '../management/useLeaders';

/** Pages under /about whose copy carries a picture, with the menu and key of that copy. */
const SOURCES: { path: string; menuId: string; key: string }[] = [
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

/** A picture per page under /about, taken from that page's own content (none while loading or failed). */
export function useChildPictures(): Record<string, string> {
  const campus = useCampus();
  const lang = useLang();
  const management = findRoute(useRoutes(), '/about/management');
  // A campus without a leadership page (BBCD) has no leaders to ask for.
  const hasLeaders = Boolean(management && isListedOn(management, campus.sname));
  const data = useApiData(async () => {
    const api = getApi();
    const menus = [...new Set(SOURCES.map((s) => s.menuId))];
    const firstOf = (menuId: string) => api.contentList({ menuId, page: 1, size: 1 }).then((page) => page.list, () => []);
    const [answers, leaders, awards] = await Promise.all([
      Promise.all(menus.map((menuId) => api.contentByMenu({ menuId }).catch(() => []))),
      // School Leadership's picture: its first leader's photo; Awards': its latest award's.
      hasLeaders ? firstOf(MANAGEMENT_MENU_ID) : [],
      firstOf(AAD_MENU_ID),
    ]);
    const items = answers.flat();
    const pictures: Record<string, string> = {};
    const leaderPhoto = leaders[0]?.urls[0];
    if (leaderPhoto) pictures['/about/management'] = leaderPhoto;
    const awardPicture = awards[0]?.urls[0];
    if (awardPicture) pictures['/about/achievements/AAD'] = awardPicture;
    for (const source of SOURCES) {
      const picture = firstPicture(items.find((item) => item.key === source.key)?.blocks ?? []);
      if (picture) pictures[source.path] = picture;
    }
    return pictures;
  }, [campus.sname, lang, hasLeaders]);
  return data.status === 'ready' ? data.data : {};
}
