import { CardList, FailureNotice, MenuCopyPage, useMenuList, type CardItem } from '@schools/ui';
import { MENU } from '../../menus';

/** More than the library lists: its resources come in one page. */
const RESOURCES_PAGE_SIZE = 50;

type ResourcePage = '/subscribed-databases' | '/digital-resources';

function Resources({ page }: { page: ResourcePage }) {
  // The library's list holds both pages' resources; each is listed on the page its path names.
  const resources = useMenuList(MENU.library, RESOURCES_PAGE_SIZE);
  if (resources.status === 'error') return <FailureNotice onRetry={resources.retry} />;
  // Each card opens the resource's own site: in a new tab on a desktop, the same tab on a phone (kit).
  const cards: CardItem[] = (resources.data ?? []).filter((r) => r.path === page).map((r) => ({ urls: r.urls.slice(0, 1), title: r.title, summary: r.summary, link: r.link }));
  return cards.length > 0 ? <CardList items={cards} headingLevel={2} className="stulife-resources" /> : null;
}

/** /subscribed-databases and /digital-resources: the library's introduction, then its resources as cards. */
function LibraryResourcesPage({ page, copyKey }: { page: ResourcePage; copyKey: string }) {
  return (
    <MenuCopyPage menuId={MENU.library} copyKey={copyKey}>
      <Resources page={page} />
    </MenuCopyPage>
  );
}

export const DatabasesPage = () => <LibraryResourcesPage page="/subscribed-databases" copyKey="library_pages.databases" />;
export const DigitalResourcesPage = () => <LibraryResourcesPage page="/digital-resources" copyKey="library_pages.digital" />;
