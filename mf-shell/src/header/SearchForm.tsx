import { useId, useState, type FormEvent } from 'react';
import { linkAddress, navigate, SEARCH_LIMITS } from '@schools/shared-api';
import { useLang } from '@schools/ui';
import './search-form.css';

const TEXT = {
  en: { label: 'Search this site', placeholder: 'Search', submit: 'Search' },
  zh: { label: '搜索本站', placeholder: '搜索', submit: '搜索' },
} as const;

/**
 * The header's search field (and the mobile menu's): Enter opens the search page with the words typed,
 * whose results follow further typing. Without scripts the form asks the server's search page.
 */
export function SearchForm({ className, onSearch }: { className: string; onSearch?: () => void }) {
  const lang = useLang();
  const text = TEXT[lang];
  const id = useId();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate('/search', q.trim() ? { q: q.trim() } : {});
    setQ('');
    onSearch?.();
  };
  return (
    <form className={`shell-search ${className}`} role="search" aria-label={text.label} action={linkAddress('/search', {}, lang)} method="get" onSubmit={submit}>
      <label htmlFor={id} className="ui-visually-hidden">{text.label}</label>
      <input id={id} name="q" type="search" value={q} placeholder={text.placeholder} maxLength={SEARCH_LIMITS.query} autoComplete="off" enterKeyHint="search" onChange={(event) => setQ(event.target.value)} />
      <button type="submit" aria-label={text.submit}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
