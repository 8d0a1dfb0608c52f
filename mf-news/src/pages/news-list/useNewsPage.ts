import { usePagedList, type PagedList } from '@schools/ui';

/** The news group of the API (menu 07). */
export const NEWS_MENU_ID = '07';
/** Items per request: a featured item and a grid of six on a desktop. */
export const NEWS_PAGE_SIZE = 7;

/** The campus's news, newest first, a page at a time. */
export const useNewsPage = (): PagedList => usePagedList(NEWS_MENU_ID, NEWS_PAGE_SIZE);
