import type { ReactNode } from 'react';
import { findRoute, isListedOn } from '@schools/shared-api';
import { useRoutes } from '../hooks/useRoutes';
import { useCampus, useLang, useRoute } from '../hooks/useSite';
import { BackButton } from './BackButton';
import { BackgroundBanner } from './BackgroundBanner';
import { Breadcrumb } from './Breadcrumb';
import { CardList, type CardItem } from './CardList';
import { TitleBox } from './TitleBox';

export interface SectionPageProps {
  /** The page's banner picture from the API; the navy gradient stands in without one. */
  banner?: string;
  /** Pictures of the child pages' cards by route path; a child without one shows the card's panel. */
  childPictures?: Readonly<Record<string, string>>;
  /** The page's h1 instead of the route's title, e.g. an article's own title. */
  title?: string;
  /** The back button's words instead of the kit's "Back", e.g. the school's basic label. */
  backLabel?: string;
  children?: ReactNode;
}

/**
 * The frame of an inner page: banner with the title box of the route's title, section breadcrumb,
 * back button of detail pages, then the page's own content. Pages with children list them as cards.
 */
export function SectionPage({ banner, childPictures = {}, title, backLabel, children }: SectionPageProps) {
  const route = useRoute();
  const routes = useRoutes();
  const lang = useLang();
  const campus = useCampus();
  if (!route) return null;
  const def = findRoute(routes, route.path);
  const heading = title ?? (def?.meta.page_title ?? route.title)[lang];
  const subpages: CardItem[] = (def?.children ?? [])
    .filter((r) => isListedOn(r, campus.sname))
    .map((r) => ({ urls: childPictures[r.path] ? [childPictures[r.path]!] : [], title: r.meta.nav_title[lang], path: r.path }));
  return (
    <article className="ui-page" data-route={route.path}>
      <BackgroundBanner image={banner}>
        <TitleBox>{heading}</TitleBox>
      </BackgroundBanner>
      <Breadcrumb />
      <div className="ui-page__body">
        <BackButton label={backLabel} />
        {children}
        {subpages.length > 0 && <CardList items={subpages} headingLevel={2} />}
      </div>
    </article>
  );
}
