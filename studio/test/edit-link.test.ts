/** @jest-environment jsdom */
// The site's "Edit this page" (issue 34, item 2), as staff see it on the live site: a link into the
// studio at the copy of the page on view, asked of the server with the staff session at each
// navigation, in the page's language; nothing for a page without copy; and, when the session has
// ended or may not edit the campus, the hint cookie cleared and the link gone for good.
import { createBus, getCampus, type RouteState } from '@schools/shared-api';
import { addressOf, showEditLink } from '../src/editLink';

const route = (path: string, query: Record<string, string> = {}): RouteState => ({ path, query, id: '1', app: '@schools/about', title: { en: '', zh: '' } });
type Answer = { status: number; data?: unknown };
function server(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const load = jest.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    const answer = answers[String(url)] ?? { status: 404 };
    return { ok: answer.status < 300, status: answer.status, json: async () => ({ code: '000', data: answer.data }) } as Response;
  }) as unknown as typeof fetch;
  return { asked, load };
}
const ask = (site: string, address: string) => `/api/staff/${site}/studio/page-targets?route=${encodeURIComponent(address)}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'staff_hint=BISZ; path=/';
});

describe('the "Edit this page" link', () => {
  it("links the page on view to the studio at its copy, follows the visitor's pages and language", async () => {
    const bus = createBus();
    bus.campus.next(getCampus('BISZ'));
    bus.language.next('en');
    bus.route.next(route('/about/mission'));
    const { asked, load } = server({
      [ask('BISZ', '/about/mission')]: { status: 200, data: [{ target: 'content:50' }, { target: 'content:51' }] },
      [ask('BISZ', '/news_detail?id=71')]: { status: 200, data: [{ target: 'content:71' }] },
      [ask('BISZ', '/academics/calendar?year=2026-27')]: { status: 200, data: [] },
    });
    showEditLink(document, bus, load);
    await settle();
    const link = document.querySelector<HTMLAnchorElement>('nav a')!;
    const nav = link.closest('nav')!;
    expect(nav.hidden).toBe(false);
    expect(nav.getAttribute('aria-label')).toBe('Staff');
    expect(link.textContent).toBe('Edit this page');
    expect(link.getAttribute('href')).toBe('/admin#/copy?site=BISZ&target=content%3A50');

    bus.route.next(route('/news_detail', { id: '71' }));
    await settle();
    expect(link.getAttribute('href')).toBe('/admin#/copy?site=BISZ&target=content%3A71');
    bus.language.next('zh');
    expect(link.textContent).toBe('编辑本页');
    expect(nav.getAttribute('aria-label')).toBe('教职员工');
    // The language alone asks nothing again.
    expect(asked).toEqual([ask('BISZ', '/about/mission'), ask('BISZ', '/news_detail?id=71')]);

    // A page without copy the studio edits shows no link.
    bus.route.next(route('/academics/calendar', { year: '2026-27' }));
    await settle();
    expect(nav.hidden).toBe(true);
    expect(document.cookie).toContain('staff_hint=BISZ');
  });

  it('clears the hint and goes for good when the session has ended', async () => {
    const bus = createBus();
    bus.campus.next(getCampus('BISZ'));
    bus.language.next('en');
    bus.route.next(route('/about/mission'));
    const { asked, load } = server({ [ask('BISZ', '/about/mission')]: { status: 401 } });
    showEditLink(document, bus, load);
    await settle();
    expect(document.querySelector('nav')).toBeNull();
    expect(document.cookie).not.toContain('staff_hint');
    bus.route.next(route('/about/our_story'));
    await settle();
    expect(asked).toHaveLength(1);
  });

  it('writes the address as the route table has it', () => {
    expect(addressOf(route('/about/mission'))).toBe('/about/mission');
    expect(addressOf(route('/news_detail', { id: '12' }))).toBe('/news_detail?id=12');
  });
});
