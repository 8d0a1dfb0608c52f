import { PageSwitch, type PageTable } from '@schools/ui';
import { ArtFestivalPage } from './pages/art-festival/ArtFestivalPage';
import { NewsDetailPage } from './pages/news-detail/NewsDetailPage';
import { NewsListPage } from './pages/news-list/NewsListPage';
import { SearchPage } from './pages/search/SearchPage';

/** This section's pages by route path. */
const PAGES: PageTable = {
  '/news_list': NewsListPage,
  '/news_detail': NewsDetailPage,
  '/art_festival': ArtFestivalPage,
  '/search': SearchPage,
};

/** Renders the page of the current route of this section. */
export function NewsApp() {
  return <PageSwitch pages={PAGES} />;
}
