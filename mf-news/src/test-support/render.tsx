import { act, render } from '@testing-library/react';
import { bus, getApi, getCampus, parseHash, type ContentItem } from '@schools/shared-api';
import { RoutesContext } from '@schools/ui';
import { ROUTES } from '../../../root-config/src/routes';
import { routeState } from '../../../root-config/src/navigation';
import { AppNameContext } from '../../../mf-shell/src/ui/section/pageContext';
import { NewsApp } from '../NewsApp';

/** Puts the site on a route, as root-config does on a hash change. */
export function go(hash: string) {
  act(() => bus.route.next(routeState(ROUTES, parseHash(hash))));
}

/** The news section as the site mounts it, on campus BISZ in `lang`, at `hash`. */
export function renderNews(hash: string, lang: 'en' | 'zh' = 'en') {
  bus.campus.next(getCampus('BISZ'));
  bus.language.next(lang);
  go(hash);
  // The basic labels come from the kit's fallback, unless the test answers content-by-menu itself.
  if (!jest.isMockFunction(getApi().contentByMenu)) jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
  return render(
    <AppNameContext.Provider value="@schools/news">
      <RoutesContext.Provider value={ROUTES}>
        <NewsApp />
      </RoutesContext.Provider>
    </AppNameContext.Provider>,
  );
}

/** A news item as the API answers it. */
export const story = (id: number, title = `Story ${id}`): ContentItem => ({
  id, menuId: '07', key: `news-${id}`, title, summary: `Summary of story ${id}`, urls: [`/img/${id}.jpg`], link: '', path: '',
  date: '2024-12-20', views: 4,
  blocks: [{ type: 'paragraph', content: [{ type: 'text', text: `Body of story ${id}` }] }],
});
