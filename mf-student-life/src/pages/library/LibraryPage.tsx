import { copyOf, findRoute, firstPicture, plainText, type Block, type ContentItem } from '@schools/shared-api';
import { CardList, ContentPage, useLang, useMenuCopy, useRoutes, type CardItem } from '@schools/ui';
import { MENU } from '../../menus';

/** The library group's four sections: title_n heads content_(2n-1) and content_(2n). */
const SECTIONS = [1, 2, 3, 4] as const;

/** The library page's blocks: a heading per section, each section's two parts under it. */
export function libraryBlocks(items: readonly ContentItem[]): Block[] {
  return SECTIONS.flatMap((n) => {
    const title = plainText(copyOf(items, `library.title_${n}`));
    const parts = [...copyOf(items, `library.content_${2 * n - 1}`), ...copyOf(items, `library.content_${2 * n}`)];
    return parts.length === 0 ? [] : [...(title ? [{ type: 'heading', level: 2, text: title } as Block] : []), ...parts];
  });
}

/** The library's three pages, each pictured by its own copy. */
const PAGES = [
  { path: '/catalog', key: 'library_pages.catalog' },
  { path: '/subscribed-databases', key: 'library_pages.databases' },
  { path: '/digital-resources', key: 'library_pages.digital' },
] as const;

/** /stuLife/library: the collection, hours, borrowing and reading, then the way to its catalogue and resources. */
export function LibraryPage() {
  const lang = useLang();
  const routes = useRoutes();
  const copy = useMenuCopy(MENU.library);
  const items = copy.data ?? [];
  const blocks = libraryBlocks(items);
  // The first section's picture is the banner; its heading then leads the page below it.
  const banner = firstPicture(blocks);
  const cards: CardItem[] = PAGES.map(({ path, key }) => {
    const picture = firstPicture(copyOf(items, key));
    return { urls: picture ? [picture] : [], title: findRoute(routes, path)?.meta.nav_title[lang] ?? path, path };
  });
  return (
    <ContentPage blocks={blocks.filter((b) => !(b.type === 'image' && b.src === banner))} banner={banner} onRetry={copy.status === 'error' ? copy.retry : undefined}>
      {copy.status === 'ready' && <CardList items={cards} headingLevel={2} className="stulife-library-pages" />}
    </ContentPage>
  );
}
