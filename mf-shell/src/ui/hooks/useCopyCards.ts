import { firstPicture, getApi, isDisabledOn, leadText } from '@schools/shared-api';
import { useApiData } from './useApiData';
import { useRoutes } from './useRoutes';
import { useCampus, useLang } from './useSite';

/** Where a page's card finds its picture and summary: the copy item `key` of menu `menuId`. */
export interface CopyCardSource {
  path: string;
  menuId: string;
  key: string;
  /**
   * The item of the same menu whose first paragraph summarises the page, when not `key`'s; false for
   * none, e.g. a group pictured by its first page, whose words describe that page and not the group.
   */
  summaryKey?: string | false;
}

/** By route path: a picture and a summary for each page's card, from the page's own copy. */
export interface CopyCards {
  pictures: Record<string, string>;
  summaries: Record<string, string>;
  /**
   * False while they are still loading: the page shows its cards only once it knows their pictures,
   * so that no card changes shape (and pushes its row) when a picture arrives.
   */
  ready: boolean;
}

const NONE = { pictures: {}, summaries: {} };

/**
 * A section page's cards from each child page's own copy: its first picture and the plain text of its
 * first paragraph; a page whose copy has none, or whose menu cannot be loaded, has none. Each menu is
 * asked once, and only for pages the campus offers (a disabled page's menu does not exist on it).
 */
export function useCopyCards(allSources: readonly CopyCardSource[]): CopyCards {
  const campus = useCampus();
  const lang = useLang();
  const routes = useRoutes();
  const sources = allSources.filter((s) => !isDisabledOn(routes, s.path, campus.sname));
  const data = useApiData(async () => {
    const api = getApi();
    const menus = [...new Set(sources.map((s) => s.menuId))];
    const items = (await Promise.all(menus.map((menuId) => api.contentByMenu({ menuId }).catch(() => [])))).flat();
    const blocksOf = (menuId: string, key: string) => items.find((item) => item.menuId === menuId && item.key === key)?.blocks ?? [];
    const cards: Omit<CopyCards, 'ready'> = { pictures: {}, summaries: {} };
    for (const { path, menuId, key, summaryKey = key } of sources) {
      const picture = firstPicture(blocksOf(menuId, key));
      const summary = summaryKey === false ? '' : leadText(blocksOf(menuId, summaryKey));
      if (picture) cards.pictures[path] = picture;
      if (summary) cards.summaries[path] = summary;
    }
    return cards;
  }, [campus.sname, lang, JSON.stringify(sources)]);
  // A menu that cannot be loaded leaves its cards without pictures: they show, as panels.
  return data.status === 'ready' ? { ...data.data, ready: true } : { ...NONE, ready: data.status === 'error' };
}

