import { useEffect, type ReactNode } from 'react';
import { bus, findRoute, isListedOn, type Lang, type Query, type RouteDef } from '@schools/shared-api';
import { useRoutes } from '../hooks/useRoutes';
import { useCampus, useLang, useRoute } from '../hooks/useSite';
import { BackButton } from './BackButton';
import { BackgroundBanner } from './BackgroundBanner';
import { Breadcrumb } from './Breadcrumb';
import { CardList, type CardItem } from './CardList';
import type { CopyCards } from '../hooks/useCopyCards';
import { TitleBox } from './TitleBox';

const LIST_SEPARATOR: Record<Lang, string> = { en: ', ', zh: '、' };

export interface SectionPageProps {
  /** The page's banner picture from the API; the navy gradient stands in without one. */
  banner?: string;
  /**
   * The child pages' cards: a picture (a child without one shows the card's panel) and a line or two
   * (its copy's first paragraph) by route path. Until they are ready no card shows: cards that appear
   * below the page move nothing, cards that change shape would.
   */
  childCards?: CopyCards;
  /** The page's h1 instead of the route's title, e.g. an article's own title; it titles the document too. */
  title?: string;
  /**
   * The page's own heading (title) is still loading: nothing shows yet, and the page appears whole
   * when it arrives, instead of a generic title that a longer one, wrapping, would push down from.
   */
  pending?: boolean;
  /** The back button's words instead of the kit's "Back", e.g. the school's basic label. */
  backLabel?: string;
  /** The query of the page the back button returns to, e.g. the student whose blog a post is from. */
  backQuery?: Query;
  /** Where a back of 'history' goes when no page of the site lies one step back, e.g. a course's area. */
  backFallback?: string;
  children?: ReactNode;
}

/**
 * The frame of an inner page: banner with the title box of the route's title, section breadcrumb,
 * back button of detail pages, then the page's own content. Pages with children list them as cards.
 */
const NO_CARDS: CopyCards = { pictures: {}, summaries: {}, ready: true };

export function SectionPage({ banner, childCards = NO_CARDS, title, pending = false, backLabel, backQuery, backFallback, children }: SectionPageProps) {
  const { pictures: childPictures, summaries: childSummaries } = childCards;
  const route = useRoute();
  const routes = useRoutes();
  const lang = useLang();
  const campus = useCampus();
  const ownTitle = pending ? undefined : title;
  // A page with a heading of its own (an article's, a course's) is titled by it, not the route's generic words.
  const path = route?.path;
  useEffect(() => {
    if (path && ownTitle) bus.messages.next({ type: 'page-title', path, title: ownTitle });
  }, [path, ownTitle]);
  if (!route || pending) return null;
  const def = findRoute(routes, route.path);
  const heading = title ?? (def?.meta.page_title ?? route.title)[lang];
  // A page the campus does not offer lists none of its pages either (isListedOn looks above them).
  const listed = (r?: RouteDef) => (r?.children ?? []).filter((c) => isListedOn(routes, c, campus.sname));
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
        <BackButton label={backLabel} query={backQuery} fallback={backFallback} />
        {children}
        {childCards.ready && subpages.length > 0 && <CardList items={subpages} headingLevel={2} />}
      </div>
    </article>
  );
}
