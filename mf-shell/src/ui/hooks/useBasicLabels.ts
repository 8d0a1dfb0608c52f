import { startTransition, useEffect, useState } from 'react';
import { getApi, plainText, type CampusCode, type Lang } from '@schools/shared-api';
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

/** One request per campus and language for the whole page, however many components ask. */
const requests = new Map<string, Promise<Partial<BasicLabels>>>();

function load(site: CampusCode, lang: Lang): Promise<Partial<BasicLabels>> {
  const key = `${site}|${lang}`;
  let request = requests.get(key);
  if (!request) {
    request = getApi()
      .contentByMenu({ menuId: BASIC_MENU_ID })
      .then((items) => {
        const labels: Partial<BasicLabels> = {};
        for (const item of items) {
          const name = item.key.replace(/^basic\./, '') as BasicLabel;
          const text = plainText(item.blocks);
          if ((BASIC_LABELS as readonly string[]).includes(name) && text) labels[name] = text;
        }
        return labels;
      })
      // A failed call leaves the fallback in place, and a later page may try again.
      .catch(() => {
        requests.delete(key);
        return {};
      });
    requests.set(key, request);
  }
  return request;
}

/**
 * The basic labels (learnMore, moreNews, readAll, lastPage, nextPage, detail, close, back, LoadMore)
 * in the page language: the school's own words from the API, the kit's fallback meanwhile or when
 * the call fails. No loading overlay: a label is never worth a wait.
 */
export function useBasicLabels(): BasicLabels {
  const campus = useCampus();
  const lang = useLang();
  // The API's words with the campus and language they are for: another campus or language shows the
  // fallback until its own words come.
  const [fromApi, setFromApi] = useState<{ site: CampusCode; lang: Lang; labels: Partial<BasicLabels> }>();
  const site = campus.sname;
  useEffect(() => {
    let live = true;
    void load(site, lang).then((labels) => live && startTransition(() => setFromApi({ site, lang, labels })));
    return () => {
      live = false;
    };
  }, [site, lang]);
  return { ...BASIC_LABEL_FALLBACK[lang], ...(fromApi?.site === site && fromApi.lang === lang ? fromApi.labels : {}) };
}
