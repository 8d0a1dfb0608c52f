import { getApi, plainText, type Lang } from '@schools/shared-api';
import { useLang } from './useSite';
import { useVisitAnswer } from './useVisitAnswer';

/** The site-wide labels of SPEC 1, kept by each school in the API's basic group (menu 00). */
export const BASIC_LABELS = ['learnMore', 'moreNews', 'readAll', 'lastPage', 'nextPage', 'detail', 'close', 'back', 'LoadMore'] as const;
export type BasicLabel = (typeof BASIC_LABELS)[number];
export type BasicLabels = Record<BasicLabel, string>;

/** What a page shows until the API answers, or when it cannot. */
export const BASIC_LABEL_FALLBACK: Record<Lang, BasicLabels> = {
  en: {
    learnMore: 'Learn more', moreNews: 'More news', readAll: 'Read all', lastPage: 'Previous', nextPage: 'Next',
    detail: 'Details', close: 'Close', back: 'Back', LoadMore: 'Load more',
  },
  zh: {
    learnMore: '了解更多', moreNews: '更多新闻', readAll: '查看全部', lastPage: '上一篇', nextPage: '下一篇',
    detail: '详情', close: '关闭', back: '返回', LoadMore: '加载更多',
  },
};

const BASIC_MENU_ID = '00';

/** The school's own labels, from the basic group's copy. */
const fetchLabels = (): Promise<Partial<BasicLabels>> =>
  getApi()
    .contentByMenu({ menuId: BASIC_MENU_ID })
    .then((items) => {
      const labels: Partial<BasicLabels> = {};
      for (const item of items) {
        const name = item.key.replace(/^basic\./, '') as BasicLabel;
        const text = plainText(item.blocks);
        if ((BASIC_LABELS as readonly string[]).includes(name) && text) labels[name] = text;
      }
      return labels;
    });

/**
 * The basic labels (learnMore, moreNews, readAll, lastPage, nextPage, detail, close, back, LoadMore)
 * in the page language: the school's own words (those the server rendered the page with, else the
 * visit's from the API), the kit's fallback meanwhile or when the call fails. No loading overlay: a
 * label is never worth a wait.
 */
export function useBasicLabels(): BasicLabels {
  const lang = useLang();
  const labels = useVisitAnswer('basic-labels', fetchLabels);
  return { ...BASIC_LABEL_FALLBACK[lang], ...labels };
}
