import type { ReactNode } from 'react';
import { findRoute, isListedOn } from '@schools/shared-api';
import { useRoutes } from '../hooks/useRoutes';
import { useCampus, useLang, useRoute } from '../hooks/useSite';
import { BackButton } from './BackButton';
import { Breadcrumb } from './Breadcrumb';
import { Link } from './Link';
import { TitleBox } from './TitleBox';

/**
 * The frame of an inner page: title box with the route's title, section breadcrumb, back button of
 * detail pages, then the page's own content. Pages with children list them.
 */
export function SectionPage({ children }: { children?: ReactNode }) {
  const route = useRoute();
  const routes = useRoutes();
  const lang = useLang();
  const campus = useCampus();
  if (!route) return null;
  const def = findRoute(routes, route.path);
  const heading = (def?.meta.page_title ?? route.title)[lang];
  const subpages = (def?.children ?? []).filter((r) => isListedOn(r, campus.sname));
  return (
    <article className="ui-page" data-route={route.path}>
      <header className="ui-page__banner">
        <TitleBox>{heading}</TitleBox>
      </header>
      <Breadcrumb />
      <div className="ui-page__body">
        <BackButton />
        {children}
        {subpages.length > 0 && (
          <ul className="ui-card-list">
            {subpages.map((r) => (
              <li key={r.path} className="ui-card">
                <Link to={r.path} className="ui-card__link">
                  <span className="ui-card__title">{r.meta.nav_title[lang]}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
