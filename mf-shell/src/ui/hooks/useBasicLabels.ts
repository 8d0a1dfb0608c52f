import { startTransition, useEffect, useState } from 'react';
import { getApi, plainText, type Lang } from '@schools/shared-api';
import { useServerOutcome } from '../server/serverData';
import { useCampus, useLang } from './useSite';

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

/** One request per campus and language for the whole visit, however many components ask. */
const requests = new Map<string, Promise<Partial<BasicLabels>>>();

function load(key: string): Promise<Partial<BasicLabels>> {
  let request = requests.get(key);
  if (!request) {
    // A failed call leaves the fallback in place, and a later page may try again.
    request = fetchLabels().catch(() => {
      requests.delete(key);
      return {};
    });
    requests.set(key, request);
  }
  return request;
}

/**
 * The basic labels (learnMore, moreNews, readAll, lastPage, nextPage, detail, close, back, LoadMore)
 * in the page language: the school's own words, those the server rendered the page with where it did
 * (carried in the page's data: no request, no second render), else from the API, the kit's fallback
 * meanwhile or when the call fails. No loading overlay: a label is never worth a wait.
 */
export function useBasicLabels(): BasicLabels {
  const campus = useCampus();
  const lang = useLang();
  const key = `${campus.sname}|${lang}`;
  // Not the visit's cache on the server: the server's rendering asks afresh each time it renders.
  const served = useServerOutcome(fetchLabels, [key]);
  // The API's words with the campus and language they are for: another campus or language shows the
  // fallback until its own words come.
  const [fromApi, setFromApi] = useState<{ key: string; labels: Partial<BasicLabels> } | undefined>(() => (served?.ok ? { key, labels: served.data } : undefined));
  useEffect(() => {
    if (fromApi?.key === key) {
      // The server's, kept for the visit's next pages.
      if (!requests.has(key)) requests.set(key, Promise.resolve(fromApi.labels));
      return undefined;
    }
    let live = true;
    void load(key).then((labels) => live && startTransition(() => setFromApi({ key, labels })));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels shown already for the key are no reason to ask again
  }, [key]);
  return { ...BASIC_LABEL_FALLBACK[lang], ...(fromApi?.key === key ? fromApi.labels : {}) };
}
