// Renders the About section as the page would, on a route, with the route table; for the pages' tests.
import { act, render, type RenderResult } from '@testing-library/react';
import { bus, getCampus, parseHash, type Block, type CampusCode, type ContentItem, type Lang } from '@schools/shared-api';
import { RoutesContext } from '@schools/ui';
import { ROUTES } from '../../../root-config/src/routes';
import { routeState } from '../../../root-config/src/navigation';
import { mockScreen } from '../../../mf-shell/test/matchMedia';
import { AboutApp } from '../AboutApp';

export function go(hash: string): void {
  act(() => bus.route.next(routeState(ROUTES, parseHash(hash))));
}

export function renderAbout(hash: string, campus: CampusCode = 'BISZ', lang: Lang = 'en'): RenderResult {
  mockScreen({ width: 1280 });
  bus.campus.next(getCampus(campus));
  bus.language.next(lang);
  go(hash);
  return render(
    <RoutesContext.Provider value={ROUTES}>
      <AboutApp />
    </RoutesContext.Provider>,
  );
}

export const text = (t: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text: t }] });

export function item(fields: Partial<ContentItem> & Pick<ContentItem, 'key'>): ContentItem {
  return { id: 1, menuId: '02', title: '', summary: '', blocks: [], urls: [], link: '', path: '', date: '', views: 0, ...fields };
}
