import { useEffect, useId, useState, type FormEvent } from 'react';
import { linkAddress, navigate, parseHash, SEARCH_LIMITS, type Lang, type SearchHit } from '@schools/shared-api';
import { FailureNotice, Link, SectionPage, useLang, useRoute } from '@schools/ui';
import { SEARCH_PAGE_SIZE, useSearch } from './useSearch';
import './search.css';

/** How long typing must pause before the results follow it. */
export const SEARCH_DEBOUNCE_MS = 300;

const TEXT = {
  en: {
    label: 'Search this site', button: 'Search', hint: 'Pages, news, clubs, courses, events and answers to common questions.',
    count: (n: number, q: string) => (n === 0 ? `No results for “${q}”` : `${n} result${n === 1 ? '' : 's'} for “${q}”`),
    other: 'Nothing matched in English; these pages are in Chinese.',
    none: 'Try fewer or different words, or browse the menu above.',
    more: 'Show more results',
  },
  zh: {
    label: '搜索本站', button: '搜索', hint: '可搜索页面、新闻、社团、课程、活动和常见问题。',
    count: (n: number, q: string) => (n === 0 ? `没有找到与“${q}”相关的结果` : `找到 ${n} 条与“${q}”相关的结果`),
    other: '中文内容中没有找到，以下为英文页面。',
    none: '请尝试更少或不同的关键词，或使用上方菜单浏览。',
    more: '显示更多结果',
  },
} as const;

/** The snippet as text with its matched words marked: never HTML from the server. */
function Snippet({ hit }: { hit: SearchHit }) {
  const parts: (string | { mark: string })[] = [];
  let at = 0;
  for (const [start, end] of hit.highlights) {
    if (start > at) parts.push(hit.snippet.slice(at, start));
    parts.push({ mark: hit.snippet.slice(start, end) });
    at = end;
  }
  if (at < hit.snippet.length) parts.push(hit.snippet.slice(at));
  return <p className="search-hit__snippet">{parts.map((part, i) => (typeof part === 'string' ? part : <mark key={i}>{part.mark}</mark>))}</p>;
}

function Hit({ hit, lang }: { hit: SearchHit; lang: Lang }) {
  // The address is a hash address without its language, which the link adds.
  const { path, query } = parseHash(hit.address);
  return (
    <li className="search-hit" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <p className="search-hit__section">{hit.section}</p>
      <h2 className="search-hit__title"><Link to={path} query={query}>{hit.title}</Link></h2>
      <Snippet hit={hit} />
    </li>
  );
}

/**
 * Site search (issue 36): a field whose results follow the typing once it pauses, the address keeping
 * the query (`#/search?q=`, so Back and a shared link return to it), the count said to screen readers,
 * and the matched words marked. Without scripts the same form asks the server for `/en/search?q=`.
 */
export function SearchPage() {
  const lang = useLang();
  const route = useRoute();
  const text = TEXT[lang];
  const q = route?.query.q ?? '';
  const [typed, setTyped] = useState(q);
  const [shown, setShown] = useState(SEARCH_PAGE_SIZE);
  const results = useSearch(q, shown);
  const id = useId();

  // Another query in the address (Back, a link): the field follows it.
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    setTyped(q);
    setShown(SEARCH_PAGE_SIZE);
  }
  // Typing: once it pauses, the address (and so the results) follow without a history entry each time.
  useEffect(() => {
    if (typed.trim() === q.trim()) return;
    const timer = setTimeout(() => navigate('/search', { q: typed.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== q.trim()) navigate('/search', { q: typed.trim() });
  };

  const data = results.status === 'ready' ? results.data : undefined;
  return (
    <SectionPage>
      <form className="search-form" role="search" action={linkAddress('/search', {}, lang)} method="get" onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="search-form__label">{text.label}</label>
        <div className="search-form__row">
          <input
            id={`${id}-q`} name="q" type="search" value={typed} maxLength={SEARCH_LIMITS.query} autoComplete="off" enterKeyHint="search"
            aria-describedby={`${id}-hint`} onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit">{text.button}</button>
        </div>
        <p id={`${id}-hint`} className="search-form__hint">{text.hint}</p>
      </form>
      <div className="search-results" role="status" aria-live="polite">
        {data && <p className="search-results__count">{text.count(data.total, q.trim())}</p>}
        {data?.otherLanguage && <p className="search-results__other">{text.other}</p>}
        {data && data.total === 0 && <p className="search-results__none">{text.none}</p>}
      </div>
      {results.status === 'error' && <FailureNotice onRetry={results.retry} />}
      {data && data.items.length > 0 && (
        <ol className="search-hits">
          {data.items.map((hit) => <Hit key={hit.address} hit={hit} lang={data.otherLanguage ? (lang === 'en' ? 'zh' : 'en') : lang} />)}
        </ol>
      )}
      {data && data.items.length < data.total && shown < SEARCH_LIMITS.limit && (
        <button type="button" className="search-more" onClick={() => setShown((n) => n + SEARCH_PAGE_SIZE)}>{text.more}</button>
      )}
    </SectionPage>
  );
}
