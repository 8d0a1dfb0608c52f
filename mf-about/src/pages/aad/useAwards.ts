import { usePagedList, type PagedList } from '@schools/ui';

export const AAD_MENU_ID = '020603';
/** One row of cards on a desktop. */
export const AWARDS_PAGE_SIZE = 4;

/** The campus's awards, newest first, a page at a time. */
export const useAwards = (): PagedList => usePagedList(AAD_MENU_ID, AWARDS_PAGE_SIZE);
