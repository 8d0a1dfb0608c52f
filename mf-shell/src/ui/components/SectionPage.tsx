import type { ReactNode } from 'react';
import { findRoute, isListedOn, type Lang, type Query, type RouteDef } from '@schools/shared-api';
import { useRoutes } from '../hooks/useRoutes';
import { useCampus, useLang, useRoute } from '../hooks/useSite';
import { BackButton } from './BackButton';
import { BackgroundBanner } from './BackgroundBanner';
import { Breadcrumb } from './Breadcrumb';
import { CardList, type CardItem } from './CardList';
import { isDisabledOn } from '../section/disabled';
import { TitleBox } from './TitleBox';

const LIST_SEPARATOR: Record<Lang, string> = { en: ', ', zh: '、' };

export interface SectionPageProps {
  /** The page's banner picture from the API; the navy gradient stands in without one. */
  banner?: string;
  /** Pictures of the child pages' cards by route path; a child without one shows the card's panel. */
  childPictures?: Readonly<Record<string, string>>;
  /** One line or two about each child page by route path (its copy's first paragraph), under the card's title. */
  childSummaries?: Readonly<Record<string, string>>;
  /** The page's h1 instead of the route's title, e.g. an article's own title. */
  title?: string;
  /** The back button's words instead of the kit's "Back", e.g. the school's basic label. */
  backLabel?: string;
  /** The query of the page the back button returns to, e.g. the student whose blog a post is from. */
  backQuery?: Query;
  children?: ReactNode;
}

/**
 * The frame of an inner page: banner with the title box of the route's title, section breadcrumb,
 * back button of detail pages, then the page's own content. Pages with children list them as cards.
 */
export function SectionPage({ banner, childPictures = {}, childSummaries = {}, title, backLabel, backQuery, children }: SectionPageProps) {
  const route = useRoute();
  const routes = useRoutes();
  const lang = useLang();
  const campus = useCampus();
  if (!route) return null;
  const def = findRoute(routes, route.path);
  const heading = title ?? (def?.meta.page_title ?? route.title)[lang];
  // A page the campus does not offer lists none of its pages either.
  const listed = (r?: RouteDef) => (r?.children ?? []).filter((c) => isListedOn(c, campus.sname) && !isDisabledOn(routes, c.path, campus.sname));
  const subpages: CardItem[] = listed(def).map((r) => ({
    urls: childPictures[r.path] ? [childPictures[r.path]!] : [],
    title: r.meta.nav_title[lang],
    // A group without words of its own says which pages it holds.
    summary: childSummaries[r.path] ?? (listed(r).map((c) => c.meta.nav_title[lang]).join(LIST_SEPARATOR[lang]) || undefined),
    path: r.path,
  }));
  return (
    <article className="ui-page" data-route={route.path}>
      <BackgroundBanner image={banner}>
        <TitleBox>{heading}</TitleBox>
      </BackgroundBanner>
      <Breadcrumb />
      <div className="ui-page__body">
        <BackButton label={backLabel} query={backQuery} />
        {children}
        {subpages.length > 0 && <CardList items={subpages} headingLevel={2} />}
      </div>
    </article>
  );
}
