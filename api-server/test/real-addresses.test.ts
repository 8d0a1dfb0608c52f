// Real addresses and the pages they name: /en/about/mission, /zh/news_detail/12, ...?year=2025-26.
import { hashOfRealPage, parseRealAddress, realAddress } from '../src/modules/site/realAddresses';
describe('real addresses', () => {
  const isRoute = (p: string) => ['/home', '/about/mission', '/news_detail', '/academics/calendar'].includes(p);
  const takesItem = (p: string) => p === '/news_detail';

  it('names a page by language, path and item, and reads it back', () => {
    expect(realAddress('/about/mission', {}, 'en')).toBe('/en/about/mission');
    expect(realAddress('/news_detail', { id: '12', lang: 'cn' }, 'zh')).toBe('/zh/news_detail/12');
    expect(realAddress('/academics/calendar', { year: '2025-26' }, 'en')).toBe('/en/academics/calendar?year=2025-26');
    expect(realAddress('/', {}, 'zh')).toBe('/zh/home');
    for (const [path, query, lang] of [['/about/mission', {}, 'en'], ['/news_detail', { id: '12' }, 'zh'], ['/academics/calendar', { year: '2025-26' }, 'en']] as const) {
      const [pathname, search = ''] = realAddress(path, query, lang).split('?');
      expect(parseRealAddress(pathname!, search ? `?${search}` : '', isRoute, takesItem)).toEqual({ lang, path, query });
    }
  });

  it('names no page for an unknown path, an item on a page without items, an item page without one, or another language', () => {
    for (const pathname of ['/en/nowhere', '/en/about/mission/12', '/en/news_detail', '/en/news_detail/abc', '/fr/about/mission', '/en/%E0%A4%A']) {
      expect([pathname, parseRealAddress(pathname, '', isRoute, takesItem)]).toEqual([pathname, undefined]);
    }
    expect(parseRealAddress('/zh', '', isRoute, takesItem)).toEqual({ lang: 'zh', path: '/home', query: {} });
  });

  it('gives the hash address of each, as the document names it for the browser', () => {
    expect(hashOfRealPage({ lang: 'zh', path: '/news_detail', query: { id: '12' } })).toBe('#/news_detail?id=12&lang=cn');
    expect(hashOfRealPage({ lang: 'en', path: '/academics/calendar', query: { year: '2025-26' } })).toBe('#/academics/calendar?year=2025-26&lang=en');
  });
});
