import { isListedOn, type Block, type ContentItem } from '@schools/shared-api';
import { CardList, RichContent, useCampus, useLang, useRoutes, type CardItem } from '@schools/ui';

/** The sections of the site as pictured cards, in the API's order; only those this campus offers. */
export function Discover({ intro, cards }: { intro: Block[]; cards: readonly ContentItem[] }) {
  const campus = useCampus();
  const lang = useLang();
  const routes = useRoutes();
  const offered = (path: string) => routes.some((r) => r.path === path && isListedOn(routes, r, campus.sname));
  // Without the API's cards, the menu's sections still lead on, as titled panels.
  const items: CardItem[] = cards.length > 0
    ? cards.filter((c) => offered(c.path)).map((c) => ({ urls: c.urls.slice(0, 1), title: c.title, summary: c.summary, path: c.path }))
    : routes.filter((r) => r.path !== '/home' && isListedOn(routes, r, campus.sname)).map((r) => ({ urls: [], title: r.meta.nav_title[lang], path: r.path }));
  return (
    <div className="home-band home-cards home-discover">
      {intro.length > 0 && <RichContent blocks={intro} className="home-band__intro" />}
      <CardList items={items} cardWidth={220} />
    </div>
  );
}
