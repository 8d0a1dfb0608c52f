import type { MouseEvent } from 'react';
import { findRoute, offeredPlace, siteStepsBehind, type Query } from '@schools/shared-api';
import { useRoutes } from '../hooks/useRoutes';
import { useCampus, useLang, useRoute } from '../hooks/useSite';
import { Link } from './Link';

const LABEL = { en: 'Back', zh: '返回' };

/**
 * The back button of detail pages, going where the route table says, with the query that page needs
 * (a blog post goes back to its student's blog). A route whose back is 'history' goes one step back
 * when that step is a page of the site, else to `fallback` (the page's place in the site): opened
 * from a shared link or in a new tab, one step back would leave the site. A page the campus does not
 * offer is never the way back: its nearest offered page above it is.
 */
export function BackButton({ label, query, fallback = '/home' }: { label?: string; query?: Query; fallback?: string } = {}) {
  const routes = useRoutes();
  const route = useRoute();
  const lang = useLang();
  const campus = useCampus();
  const back = route ? findRoute(routes, route.path)?.meta.back : undefined;
  if (!back) return null;
  const history = back === 'history';
  const target = history ? fallback : back;
  const to = offeredPlace(routes, target, campus.sname);
  // Decided on the click, not on render: the entry's depth is the browser's, read when it matters.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || siteStepsBehind(window) === 0) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <Link to={to} query={history || to !== target ? undefined : query} className="ui-back" onClick={history ? onClick : undefined}>
      ← {label ?? LABEL[lang]}
    </Link>
  );
}
