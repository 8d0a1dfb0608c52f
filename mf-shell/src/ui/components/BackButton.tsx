import { findRoute } from '@schools/shared-api';
import { useRoutes } from '../hooks/useRoutes';
import { useLang, useRoute } from '../hooks/useSite';
import { Link } from './Link';

const LABEL = { en: 'Back', zh: '返回' };

/** The back button of detail pages, going where the route table says (or one history step). */
export function BackButton({ label }: { label?: string } = {}) {
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
    <Link to={back} className="ui-back">
      ← {text}
    </Link>
  );
}
