import { PageSwitch, type PageTable } from '@schools/ui';
import { NewsDetailPage } from './pages/news-detail/NewsDetailPage';
import { NewsListPage } from './pages/news-list/NewsListPage';

/** This section's pages by route path; its other routes (art_festival) show the kit's section page. */
const PAGES: PageTable = {
  '/news_list': NewsListPage,
  '/news_detail': NewsDetailPage,
};

/** Renders the page of the current route of this section. */
export function NewsApp() {
  return <PageSwitch pages={PAGES} />;
}
