import { useEffect, useState } from 'react';
import { getApi, type CampusCode, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';
import { NEWS_MENU_ID } from '../news-list/useNewsPage';

/** An id the API can have: an address without one is a story that does not exist, no request needed. */
export const isStoryId = (id: number): boolean => Number.isInteger(id) && id > 0;

/** One story in full, in the page's language; an id of anything but a story is a story that does not exist. */
export function useNewsArticle(id: number): ApiData<ContentItem> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(
    async () => {
      const item = isStoryId(id) ? await getApi().contentDetail({ id }) : null;
      if (item?.menuId !== NEWS_MENU_ID) throw { code: '404' };
      return item;
    },
    [id, campus.sname, lang],
  );
}

/**
 * Records one view of the story per visit of the page (not per change of language) and gives the
 * count the server answers; undefined until then or when the call fails.
 */
export function useViewCount(id: number): number | undefined {
  const site = useCampus().sname;
  // The count with the story and campus it is for: another story shows none until its own comes.
  const [counted, setCounted] = useState<{ id: number; site: CampusCode; views: number }>();
  useEffect(() => {
    let live = true;
    if (!isStoryId(id)) return;
    getApi()
      .contentView({ id })
      .then((answer) => live && setCounted({ id, site, views: answer.views }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, site]);
  return counted?.id === id && counted.site === site ? counted.views : undefined;
}
