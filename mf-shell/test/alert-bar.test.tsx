/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { createPortal } from 'react-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, getCampus, parseHash, PAGE_ALERTS_ELEMENT, type PageAlerts, type PublicAlert } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { AlertBar } from '@schools/ui-alerts';
import { ALERT_POLL_MS, SiteAlerts, alertsHost } from '../src/alerts/SiteAlerts';

const alert = (id: number, level: PublicAlert['level'], fields: Partial<PublicAlert> = {}): PublicAlert => ({
  id, level, title: `Alert ${id}`, body: 'Lessons move online.', link: '', startsAt: '2026-09-01T00:00:00.000Z', endsAt: null,
  updatedAt: '2026-09-01T00:00:00.000Z', ...fields,
});

describe('the alert bar', () => {
  it('announces an emergency at once and the others politely, says the level in words, and closes information only', () => {
    render(<AlertBar lang="en" prefix="/BISZ" alerts={[alert(1, 'emergency', { link: '/en/news' }), alert(2, 'warning'), alert(3, 'information', { link: 'https://example.cn/' })]} onDismiss={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('EmergencyAlert 1');
    expect(screen.getAllByRole('status').map((s) => s.querySelector('.ui-alert__level')!.textContent)).toEqual(['Warning', 'Notice']);
    // A link of the site keeps to the campus's prefix; another site's opens as it is.
    expect(screen.getAllByRole('link', { name: 'Details' }).map((a) => a.getAttribute('href'))).toEqual(['/BISZ/en/news', 'https://example.cn/']);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Dismiss notice: Alert 3']);
  });

  it('speaks Chinese on a Chinese page', () => {
    const { container } = render(<AlertBar lang="zh" prefix="" alerts={[alert(1, 'information', { title: '台风停课', link: '/zh/news' })]} />);
    expect(container.firstElementChild!.getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByRole('status').querySelector('.ui-alert__level')!.textContent).toBe('通知');
    expect(screen.getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/zh/news');
    expect(screen.getByRole('button', { name: '关闭通知：台风停课' })).toBeTruthy();
  });

  it('keeps every level\'s text at 4.5:1 or more on its background (WCAG 2.1)', () => {
    const css = fs.readFileSync(path.join(__dirname, '../src/ui-alerts/alert-bar.css'), 'utf8');
    const ratios = Object.fromEntries(['information', 'warning', 'emergency'].map((level) => {
      const rule = new RegExp(`\\.ui-alert--${level} \\{ background: (#[0-9a-f]{6}); color: (#[0-9a-f]{3,6}); \\}`).exec(css)!;
      return [level, Math.round(contrast(rule[1]!, rule[2]!) * 10) / 10];
    }));
    expect(ratios).toEqual({ information: 14.1, warning: 7.7, emergency: 6.5 });
  });
});

/** WCAG 2.1's contrast ratio of two sRGB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the alerts above the header, as the frame shows them', () => {
  /** What the API answers next: a list and its ETag, or 304 (null). */
  let answers: ({ alerts: PublicAlert[]; etag: string } | null)[] = [];
  const asked: (string | null)[] = [];
  let hidden = false;
  /** What the page asked SystemJS for. */
  const imported: string[] = [];

  beforeAll(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  });
  beforeEach(() => {
    jest.useFakeTimers();
    answers = [];
    asked.length = 0;
    imported.length = 0;
    hidden = false;
    // Each test's page has its own SystemJS, giving the real @schools/ui-alerts as the import map would.
    Object.assign(window, {
      System: {
        import: async (name: string) => { imported.push(name); return import('@schools/ui-alerts'); },
        resolve: (name: string) => name,
        delete: () => true,
      },
    });
    document.cookie = 'alerts_closed=; path=/; max-age=0';
    document.body.innerHTML = '';
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe('/api/BISZ/user/alerts');
      asked.push((init?.headers as Record<string, string>)['If-None-Match'] ?? null);
      const next = answers.shift() ?? null;
      return {
        status: next ? 200 : 304,
        headers: { get: (name: string) => (name === 'etag' && next ? next.etag : null) },
        json: async () => ({ code: '000', data: next?.alerts }),
      } as unknown as Response;
    }) as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  /** A page as the server sends it: its alerts' markup above the header, and their data. */
  function page(alerts: PublicAlert[], lang: 'en' | 'zh' = 'en') {
    const data: PageAlerts = { site: 'BISZ', lang, etag: '"first"', alerts };
    document.body.innerHTML = `<div id="site-alerts"><div data-server-alerts><div class="ui-alerts">server copy</div></div></div><div id="shell"></div>`
      + `<script type="application/json" id="${PAGE_ALERTS_ELEMENT}">${JSON.stringify(data)}</script>`;
    act(() => {
      bus.campus.next(getCampus('BISZ'));
      bus.language.next(lang);
      bus.route.next(routeState(ROUTES, parseHash('#/home')));
    });
    const host = alertsHost(document);
    // As the frame does: a portal into the element above the header, which keeps the server's copy.
    return render(createPortal(<SiteAlerts host={host} />, host), { container: document.getElementById('shell')! });
  }
  /** Lets the bar's module arrive (SystemJS answers asynchronously). */
  const loaded = async () => act(async () => void (await jest.advanceTimersByTimeAsync(0)));
  const minute = async () => act(async () => void (await jest.advanceTimersByTimeAsync(ALERT_POLL_MS)));
  const top = () => [...document.querySelectorAll('#site-alerts > .ui-alerts:not(.ui-alerts--docked) [data-alert]')].map((e) => Number(e.getAttribute('data-alert')));
  const docked = () => [...document.querySelectorAll('.ui-alerts--docked [data-alert]')].map((e) => Number(e.getAttribute('data-alert')));

  it("starts from the page's alerts with no request, loads the bar and puts it in the server copy's place, and tells the bus", async () => {
    page([alert(1, 'emergency')]);
    expect(bus.alerts.value.map((a) => a.id)).toEqual([1]);
    // Until the bar's module is here, the server's copy stays.
    expect(document.querySelector('[data-server-alerts]')).not.toBeNull();
    await loaded();
    expect(imported).toEqual(['@schools/ui-alerts']);
    expect(document.querySelector('[data-server-alerts]')).toBeNull();
    expect(top()).toEqual([1]);
    expect(asked).toEqual([]);
  });

  it('loads nothing while no alert is live, and the bar once one is', async () => {
    page([]);
    await minute();
    expect(imported).toEqual([]);
    expect(document.querySelector('#site-alerts')!.textContent).toBe('');
    answers = [{ alerts: [alert(4, 'warning')], etag: '"second"' }];
    await minute();
    await loaded();
    expect(imported).toEqual(['@schools/ui-alerts']);
    expect(docked()).toEqual([4]);
  });

  it("takes away the server's copy of an alert that has ended since, whether or not the bar has loaded", async () => {
    page([alert(1, 'warning')]);
    answers = [{ alerts: [], etag: '"ended"' }];
    // The module is asked for at once; here it has not arrived when the poll finds the alert ended.
    await minute();
    expect(document.querySelector('[data-server-alerts]')).toBeNull();
    expect([top(), docked()]).toEqual([[], []]);
  });

  it('asks once a minute with the ETag it holds, never while the tab is hidden, and at once when shown again after its minute', async () => {
    page([]);
    await minute();
    expect(asked).toEqual(['"first"']);
    await minute();
    expect(asked).toEqual(['"first"', '"first"']);
    hidden = true;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await minute();
    await minute();
    expect(asked).toHaveLength(2);
    hidden = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    expect(asked).toHaveLength(3);
  });

  it('shows an alert that arrives while the page is open at the foot of the window, and above the header from the next page on; an ended one goes', async () => {
    page([alert(1, 'warning')]);
    await loaded();
    answers = [{ alerts: [alert(2, 'emergency'), alert(1, 'warning')], etag: '"second"' }];
    await minute();
    expect([top(), docked()]).toEqual([[1], [2]]);
    expect(bus.alerts.value.map((a) => a.id)).toEqual([2, 1]);
    act(() => bus.route.next(routeState(ROUTES, parseHash('#/about/mission'))));
    expect([top(), docked()]).toEqual([[2, 1], []]);
    answers = [{ alerts: [alert(2, 'emergency')], etag: '"third"' }];
    await minute();
    expect(asked).toEqual(['"first"', '"second"']);
    expect([top(), docked()]).toEqual([[2], []]);
  });

  it('remembers a closed information alert until it is corrected; warnings and emergencies cannot be closed', async () => {
    const notice = alert(3, 'information');
    const first = page([alert(1, 'warning'), notice]);
    await loaded();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice: Alert 3' }));
    expect(top()).toEqual([1]);
    expect(document.cookie).toBe(`alerts_closed=3-${Date.parse(notice.updatedAt)}`);

    // Another page load: still closed.
    first.unmount();
    page([alert(1, 'warning'), notice]);
    await loaded();
    expect(top()).toEqual([1]);
    // Corrected (a new change time): shown again.
    answers = [{ alerts: [alert(1, 'warning'), { ...notice, title: 'Corrected', updatedAt: '2026-09-02T00:00:00.000Z' }], etag: '"corrected"' }];
    await minute();
    expect([...top(), ...docked()]).toEqual([1, 3]);
  });

  it("asks at once when the page's alerts are another language's (the front door resolved it otherwise)", async () => {
    document.body.innerHTML = `<div id="site-alerts"></div><script type="application/json" id="${PAGE_ALERTS_ELEMENT}">${JSON.stringify({ site: 'BISZ', lang: 'zh', etag: '"zh"', alerts: [alert(1, 'warning')] })}</script>`;
    act(() => {
      bus.campus.next(getCampus('BISZ'));
      bus.language.next('en');
    });
    answers = [{ alerts: [alert(1, 'warning', { title: 'In English' })], etag: '"en"' }];
    const host = alertsHost(document);
    render(<SiteAlerts host={host} />, { container: host });
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    expect(asked).toEqual([null]);
    expect(screen.getByRole('status').textContent).toContain('In English');
  });
});
