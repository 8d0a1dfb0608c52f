import { findRoute, type Query } from '@schools/shared-api';
import { useRoutes } from '../hooks/useRoutes';
import { useLang, useRoute } from '../hooks/useSite';
import { Link } from './Link';

const LABEL = { en: 'Back', zh: '返回' };

/**
 * The back button of detail pages, going where the route table says (or one history step), with the
 * query that page needs (a blog post goes back to its student's blog).
 */
export function BackButton({ label, query }: { label?: string; query?: Query } = {}) {
  const routes = useRoutes();
  const route = useRoute();
  const lang = useLang();
  const back = route ? findRoute(routes, route.path)?.meta.back : undefined;
  if (!back) return null;
  const text = label ?? LABEL[lang];
  if (back === 'history') {
    return (
      <button type="button" className="ui-back" onClick={() => window.history.back()}>
        ← {text}
      </button>
    );
  }
  return (
    <Link to={back} query={query} className="ui-back">
      ← {text}
    </Link>
  );
}
