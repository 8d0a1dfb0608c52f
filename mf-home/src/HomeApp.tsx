import { copyOf, findRoute, type Block } from '@schools/shared-api';
import { FailureNotice, useCampus, useLang, useRoutes } from '@schools/ui';
import { FullPageScroller, type FullPageSection } from '@schools/ui-motion';
import { Discover } from './discover/Discover';
import { HomeHero } from './hero/HomeHero';
import { LatestNews } from './latest-news/LatestNews';
import { VisitUs } from './visit/VisitUs';
import { Welcome } from './welcome/Welcome';
import { useHomeCopy } from './useHomeCopy';
import './home.css';

/** A section's name in the scroller's dots: its copy's own heading. */
const headingOf = (blocks: Block[]): string | undefined => blocks.find((b) => b.type === 'heading')?.text;

/**
 * The home page: the carousel, then a welcome with the key facts, the site's sections, the latest news
 * and the call to apply with the campus's contact details and the links of a footer; one full screen
 * each on desktop, a plain page on phones.
 */
export function HomeApp() {
  const campus = useCampus();
  const lang = useLang();
  const routes = useRoutes();
  const copy = useHomeCopy();
  const items = copy.data?.copy ?? [];
  const welcome = copyOf(items, 'home.welcome');
  const intro = copyOf(items, 'home.sections');
  const apply = copyOf(items, 'home.apply');
  const navTitle = (path: string) => findRoute(routes, path)?.meta.nav_title[lang] ?? '';

  const hero: FullPageSection = { id: 'home-hero', label: campus.name[lang], content: <HomeHero /> };
  const sections: FullPageSection[] = [
    {
      id: 'home-welcome',
      label: headingOf(welcome) ?? navTitle('/about'),
      content: copy.status === 'error' ? <div className="home-band"><FailureNotice onRetry={copy.retry} /></div> : <Welcome blocks={welcome} />,
    },
    { id: 'home-discover', label: headingOf(intro) ?? navTitle('/about'), content: <Discover intro={intro} cards={copy.data?.cards ?? []} /> },
    { id: 'home-news', label: navTitle('/news_list'), content: <LatestNews /> },
  ];
  // The last screen stands where other pages have their footer: the invitation, the contact details and the footer's links.
  sections.push({
    id: 'home-visit',
    label: headingOf(apply) ?? navTitle('/contact_us'),
    content: <VisitUs invitation={apply} contact={copy.data?.contact ?? []} />,
  });

  return (
    <div className="home" data-route="/home">
      {/* The sections under the carousel come with their copy: appearing below it, they push nothing
          down, as sections that grew when their copy arrived would (a phone shows them under the hero). */}
      <FullPageScroller sections={copy.status === 'loading' ? [hero] : [hero, ...sections]} />
    </div>
  );
}
