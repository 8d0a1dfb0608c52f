/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, getApi, getCampus, parseHash, withSettings, type Campus, type CampusCode, type CampusSettings, type ContentItem } from '@schools/shared-api';
import { RoutesContext } from '@schools/ui';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { BACK_TO_TOP_AFTER_PX, BackToTop } from '../src/frame/BackToTop';
import { SCROLL_THROTTLE_MS } from '../src/frame/useScrolledPast';
import { Footer } from '../src/footer/Footer';
import { HEADER_SOLID_AFTER_PX, Header } from '../src/header/Header';
import { navFromRoutes } from '../src/navigation/navTree';

function at(path: string, campus: CampusCode | Campus = 'BISZ', lang: 'en' | 'zh' = 'en') {
  act(() => {
    bus.campus.next(typeof campus === 'string' ? getCampus(campus) : campus);
    bus.language.next(lang);
    bus.route.next(routeState(ROUTES, parseHash(`#${path}`)));
  });
}

/**
 * A campus whose IT has entered its filings and accounts in the campus settings (the catalog seeds
 * none: it does not know a school's own).
 */
function entered(code: CampusCode, own: Partial<CampusSettings> = {}): Campus {
  const c = getCampus(code);
  return withSettings(c, {
    address: c.address, hosts: c.hosts, applicationPortal: c.links.applicationPortal,
    wechatAccount: `Lumina${code}`, wechatQrTarget: `http://weixin.qq.com/r/${code.toLowerCase()}-official`,
    weibo: `https://weibo.com/lumina${code.toLowerCase()}`, video: '', linkedin: 'https://www.linkedin.com/company/lumina-schools/',
    icp: '浙ICP备2017043210号-1', publicSecurity: '浙公网安备33010602002104号', ...own,
  });
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS + 1);
  });
}

const withRoutes = (node: React.ReactNode) => <RoutesContext.Provider value={ROUTES}>{node}</RoutesContext.Provider>;

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => jest.useRealTimers());

describe('Header', () => {
  const header = () => document.querySelector('.shell-header')!;

  it('lies transparent over a page banner and turns solid beyond 88 px of scroll', () => {
    at('/about/mission');
    render(withRoutes(<Header tree={navFromRoutes(ROUTES, getCampus('BISZ'), 'en')} />));
    expect(header().classList.contains('is-transparent')).toBe(true);
    scrollTo(HEADER_SOLID_AFTER_PX);
    expect(header().classList.contains('is-transparent')).toBe(true);
    scrollTo(HEADER_SOLID_AFTER_PX + 1);
    expect(header().classList.contains('is-transparent')).toBe(false);
    scrollTo(0);
    expect(header().classList.contains('is-transparent')).toBe(true);
  });

  it('is always solid on the pages SPEC 2 lists and on the not-found page', () => {
    for (const path of ['/news_list', '/news_detail', '/art_festival', '/course_detail', '/catalog', '/academics/senior_project/blog', '/no/such/page']) {
      at(path);
      const { unmount } = render(withRoutes(<Header tree={[]} />));
      expect(header().classList.contains('is-transparent')).toBe(false);
      unmount();
    }
  });

  it('links the apply-now target, the campus application portal and the campus social accounts', () => {
    at('/about', entered('BIGZ'), 'zh');
    render(withRoutes(<Header tree={[]} />));
    expect(screen.getByRole('link', { name: '立即申请' }).getAttribute('href')).toBe('#/admissions/recruit?lang=cn');
    const portal = screen.getByRole('link', { name: /在线申请/ });
    expect(portal.getAttribute('href')).toBe(getCampus('BIGZ').links.applicationPortal);
    expect(portal.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /微博/ }).getAttribute('href')).toBe('https://weibo.com/luminabigz');
  });

  it('hides the icon of an account the campus does not have, and shows the WeChat QR code on demand', () => {
    at('/about', entered('BBGM', { linkedin: '' }), 'en'); // Weibo only, besides WeChat
    render(withRoutes(<Header tree={[]} />));
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Video channel/ })).toBeNull();
    const wechat = screen.getByRole('button', { name: 'WeChat official account' });
    expect(wechat.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(wechat);
    expect(wechat.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByAltText('QR code of the WeChat account LuminaBBGM').getAttribute('src')).toBe(entered('BBGM').links.wechat.qr);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(wechat.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(wechat);
  });

  it('shows no account a campus has not entered: no icon, no WeChat button, an empty list the stylesheet hides', () => {
    at('/about', 'BISZ', 'en');
    render(withRoutes(<Header tree={[]} />));
    expect(screen.queryByRole('button', { name: 'WeChat official account' })).toBeNull();
    expect([...document.querySelectorAll('.shell-social')].map((list) => list.childNodes.length)).toEqual([0]);
  });
});

describe('BackToTop', () => {
  it('appears after 108 px of scroll and goes back smoothly, or at once under reduced motion', () => {
    at('/about');
    const scrollCalls: ScrollToOptions[] = [];
    window.scrollTo = ((options: ScrollToOptions) => scrollCalls.push(options)) as typeof window.scrollTo;
    let reduced = false;
    window.matchMedia = ((query: string) => ({ matches: reduced && query.includes('reduce') })) as unknown as typeof window.matchMedia;
    render(<BackToTop />);
    const button = screen.getByRole('button', { hidden: true });
    expect(button.classList.contains('is-shown')).toBe(false);
    scrollTo(BACK_TO_TOP_AFTER_PX + 1);
    expect(button.classList.contains('is-shown')).toBe(true);
    fireEvent.click(button);
    reduced = true;
    fireEvent.click(button);
    expect(scrollCalls).toEqual([{ top: 0, behavior: 'smooth' }, { top: 0, behavior: 'auto' }]);
  });
});

describe('Footer', () => {
  it('shows the campus, its sister schools, careers, the year and both filing numbers with their links', () => {
    at('/about', entered('BIHZ'), 'zh');
    render(withRoutes(<Footer />));
    const campus = getCampus('BIHZ');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(9);
    expect(screen.queryByRole('link', { name: campus.name.zh })).toBeNull();
    expect(screen.getByRole('link', { name: getCampus('BINJ').name.zh })).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${campus.name.zh}`))).toBeTruthy();
    const icp = screen.getByRole('link', { name: /浙ICP备2017043210号-1/ });
    expect(icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    const police = screen.getByRole('link', { name: /浙公网安备33010602002104号/ });
    expect(police.getAttribute('href')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=33010602002104');
    expect(police.querySelector('.shell-mark--police')).not.toBeNull();
    // Neither is what footer.css hides (its emblem is an empty span too, drawn by the stylesheet).
    expect([icp, police].map((a) => a.matches(':has(> span:empty:not(.shell-mark))'))).toEqual([false, false]);
    expect(screen.getByRole('link', { name: /招贤纳士/ }).getAttribute('href')).toBe('https://careers.lumina-schools.cn/');
  });

  it('makes up no filing number, account or QR code a campus has not entered: the links it would have are empty, for the stylesheet to hide', () => {
    at('/about', 'BIHZ', 'zh');
    render(withRoutes(<Footer />));
    expect(document.querySelector('.shell-footer')!.textContent).not.toMatch(/ICP备|公网安备|Lumina|微信扫一扫/);
    expect(screen.queryByRole('img', { name: /二维码/ })).toBeNull();
    // What footer.css hides: a filing's link whose number is empty, and "Follow us" over an empty list.
    const emptyLinks = () => [...document.querySelectorAll('.shell-footer__legal a')].map((a) => a.matches(':has(> span:empty:not(.shell-mark))'));
    expect(emptyLinks()).toEqual([true, true]);
    const follow = document.getElementById('footer-follow')!;
    expect(follow.nextElementSibling!.matches('.shell-social:empty:last-child')).toBe(true);
  });

  it("gives the campus's address, phone and admissions e-mail from its Contact Us copy, and its WeChat QR code", async () => {
    const field = (name: string, value: string): ContentItem => ({
      id: 1, menuId: '06', key: `GeneralInformation.${name}`, title: '', summary: '', urls: [], date: '',
      blocks: [{ type: 'paragraph', content: [{ text: value }] }],
    } as unknown as ContentItem);
    const call = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([
      field('schoolAdd', '广东省广州市番禺区学苑路128号'), field('number_1', '020-3926 8801'), field('number_2', '020-3926 8802'),
      field('value_1', 'admissions@bigz.example.cn'), field('value_2', 'info@bigz.example.cn'),
    ]);
    at('/about', entered('BIGZ'), 'zh');
    render(withRoutes(<Footer />));
    expect(await screen.findByText('广东省广州市番禺区学苑路128号')).toBeTruthy();
    expect(call).toHaveBeenCalledWith({ menuId: '06' });
    expect(screen.getByRole('link', { name: '020-3926 8801' }).getAttribute('href')).toBe('tel:+862039268801');
    expect(screen.getByRole('link', { name: 'admissions@bigz.example.cn' }).getAttribute('href')).toBe('mailto:admissions@bigz.example.cn');
    expect(screen.queryByText('info@bigz.example.cn')).toBeNull();
    const qr = screen.getByAltText('微信公众号LuminaBIGZ的二维码');
    expect(qr.getAttribute('src')).toBe(`/api/BIGZ/wechat-qr.svg?v=${encodeURIComponent('http://weixin.qq.com/r/bigz-official')}`);
    call.mockRestore();
  });

  it("shows the campus's crest, not a disc with its code, in the header and the footer, hidden from screen readers beside the name", () => {
    at('/about', 'BBCD', 'zh');
    render(withRoutes(<><Header tree={[]} /><Footer /></>));
    const crests = [...document.querySelectorAll('svg.shell-header__mark, svg.shell-footer__crest')];
    expect(crests).toHaveLength(2);
    for (const crest of crests) {
      expect(crest.getAttribute('aria-hidden')).toBe('true');
      expect(crest.querySelector('text')?.textContent).toBe('BBCD');
      expect(crest.querySelectorAll('path').length).toBeGreaterThanOrEqual(3); // shield, chevron, book
    }
    expect(screen.getAllByText(getCampus('BBCD').name.zh).length).toBeGreaterThanOrEqual(2);
  });

  it('marks the Chinese filing numbers as Chinese on an English page, so a screen reader reads them in Chinese', () => {
    const campus = entered('BIHZ');
    at('/about', campus, 'en');
    render(withRoutes(<Footer />));
    for (const number of [campus.filing.icp, campus.filing.publicSecurity]) {
      const text = screen.getByText(number);
      expect(text.closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');
      // Only the number: the link's English words for screen readers stay English.
      expect(text.textContent).toBe(number);
    }
  });
});
