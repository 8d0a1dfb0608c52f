import { useMenuList, type ApiData } from '@schools/ui';
import type { ContentItem } from '@schools/shared-api';

/** The news list's menu. */
export const NEWS_MENU_ID = '07';
/** One row of cards on a desktop. */
export const LATEST_NEWS_COUNT = 3;

/** The campus's newest stories. */
export const useLatestNews = (): ApiData<ContentItem[]> => useMenuList(NEWS_MENU_ID, LATEST_NEWS_COUNT);
