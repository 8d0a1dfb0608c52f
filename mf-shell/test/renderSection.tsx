// Renders a section microfrontend as the site mounts it, for the sections' page tests: on a campus,
// in a language, at a route, with the route table and the section's name in context.
import type { ComponentType } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { bus, getApi, getCampus, parseHash, type Block, type CampusCode, type ContentItem, type Lang } from '@schools/shared-api';
import { RoutesContext } from '@schools/ui';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { AppNameContext } from '../src/ui/section/pageContext';
import { mockScreen } from './matchMedia';

/** Puts the site on a route, as root-config does on a hash change. */
export function go(hash: string): void {
  act(() => bus.route.next(routeState(ROUTES, parseHash(hash))));
}

export function renderSection(
  App: ComponentType,
  appName: string,
  hash: string,
  { campus = 'BISZ', lang = 'en', width = 1280 }: { campus?: CampusCode; lang?: Lang; width?: number } = {},
): RenderResult {
  mockScreen({ width });
  bus.campus.next(getCampus(campus));
  bus.language.next(lang);
  go(hash);
  // The basic labels come from the kit's fallback, unless the test answers content-by-menu itself.
  if (!jest.isMockFunction(getApi().contentByMenu)) jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
  return render(
    <AppNameContext.Provider value={appName}>
      <RoutesContext.Provider value={ROUTES}>
        <App />
      </RoutesContext.Provider>
    </AppNameContext.Provider>,
  );
}

export const text = (t: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text: t }] });

/** A content item as the API answers it. */
export function item(fields: Partial<ContentItem> & Pick<ContentItem, 'key'>): ContentItem {
  return { id: 1, menuId: '', title: '', summary: '', blocks: [], urls: [], alts: [], link: '', path: '', date: '', views: 0, ...fields };
}
