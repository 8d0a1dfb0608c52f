/** @jest-environment jsdom */
import { createRoot } from 'react-dom/client';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, getCampus, parseHash, type CampusCode } from '@schools/shared-api';
import { Breadcrumb, LoadingOverlay, RoutesContext, useApiData } from '@schools/ui';
import { OVERLAY_REMOVAL_DELAY_MS, OVERLAY_SHOW_AFTER_MS } from '../src/ui/components/LoadingOverlay';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { LanguageSwitch } from '../src/header/LanguageSwitch';

function at(path: string, campus: CampusCode = 'BISZ', lang: 'en' | 'zh' = 'en') {
  act(() => {
    bus.campus.next(getCampus(campus));
    bus.language.next(lang);
    bus.route.next(routeState(ROUTES, parseHash(`#${path}`)));
  });
}

afterEach(() => jest.useRealTimers());

describe('useApiData', () => {
  function Probe({ load, id }: { load: (id: number) => Promise<string>; id: number }) {
    const state = useApiData(() => load(id), [id]);
    return <p>{state.status === 'ready' ? state.data : state.status}</p>;
  }

  it('shows loading, then the answer, and holds the loading overlay meanwhile', async () => {
    let resolve!: (v: string) => void;
    render(<Probe id={1} load={() => new Promise((r) => (resolve = r))} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(bus.loading.value).toBe(1);
    await act(async () => resolve('answer'));
    expect(screen.getByText('answer')).toBeTruthy();
    expect(bus.loading.value).toBe(0);
  });

  it('counts as loading until the answer is on screen, not merely arrived', async () => {
    // The server page's hand-over waits for the count to reach 0: at that moment the answer must be
    // in the document, though React renders it later (as in the browser: no act(), which would
    // render it at once).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      let resolve!: (v: string) => void;
      root.render(<Probe id={1} load={() => new Promise((r) => (resolve = r))} />);
      await waitFor(() => expect(bus.loading.value).toBe(1));
      const shownWhenIdle = new Promise<string>((settled) => {
        const watch = bus.loading.subscribe((n) => {
          if (n > 0) return;
          settled(container.textContent ?? '');
          queueMicrotask(() => watch.unsubscribe());
        });
      });
      resolve('answer');
      expect(await shownWhenIdle).toBe('answer');
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('ends its loading count when it leaves the page before its answer', async () => {
    let resolve!: (v: string) => void;
    const { unmount } = render(<Probe id={1} load={() => new Promise((r) => (resolve = r))} />);
    expect(bus.loading.value).toBe(1);
    unmount();
    expect(bus.loading.value).toBe(0);
    await act(async () => resolve('too late'));
    expect(bus.loading.value).toBe(0);
  });

  it('drops a late answer for inputs that are no longer current', async () => {
    const pending = new Map<number, (v: string) => void>();
    const load = (id: number) => new Promise<string>((r) => pending.set(id, r));
    const { rerender } = render(<Probe id={1} load={load} />);
    rerender(<Probe id={2} load={load} />);
    await act(async () => pending.get(2)!('second'));
    await act(async () => pending.get(1)!('first, but late'));
    expect(screen.getByText('second')).toBeTruthy();
    expect(screen.queryByText('first, but late')).toBeNull();
  });

  it('reports errors', async () => {
    render(<Probe id={1} load={() => Promise.reject(new Error('down'))} />);
    expect(await screen.findByText('error')).toBeTruthy();
  });
});

describe('LoadingOverlay', () => {
  it('says Connecting in the page language once work has been pending a while, and leaves 500 ms after it ends', () => {
    jest.useFakeTimers();
    at('/home', 'BISZ', 'zh');
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => bus.loading.next(1));
    act(() => jest.advanceTimersByTime(OVERLAY_SHOW_AFTER_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('连接中');
    act(() => bus.loading.next(0));
    expect(screen.getByRole('status').className).toContain('is-leaving');
    act(() => jest.advanceTimersByTime(OVERLAY_REMOVAL_DELAY_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows for work that ends within the threshold', () => {
    jest.useFakeTimers();
    at('/home', 'BISZ', 'en');
    render(<LoadingOverlay />);
    act(() => bus.loading.next(2));
    act(() => jest.advanceTimersByTime(OVERLAY_SHOW_AFTER_MS / 2));
    act(() => bus.loading.next(0));
    act(() => jest.advanceTimersByTime(OVERLAY_SHOW_AFTER_MS + OVERLAY_REMOVAL_DELAY_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Breadcrumb', () => {
  const renderAt = (path: string, campus: 'BISZ' | 'BBSZ') => {
    at(path, campus);
    return render(
      <RoutesContext.Provider value={ROUTES}>
        <Breadcrumb />
      </RoutesContext.Provider>,
    );
  };

  it('shows the siblings of the current page and highlights it', () => {
    renderAt('/about/achievements/AAD', 'BISZ');
    const items = screen.getAllByRole('link').map((a) => a.textContent);
    expect(items).toEqual(['Advanced Placement', 'College Acceptances', 'Awards and Distinctions', 'International Benchmarking']);
    expect(screen.getByRole('link', { name: 'Awards and Distinctions' }).getAttribute('aria-current')).toBe('page');
  });

  it('leaves the college acceptances link inert on BBSZ', () => {
    renderAt('/about/achievements/AP', 'BBSZ');
    expect(screen.queryByRole('link', { name: 'College Acceptances' })).toBeNull();
    expect(screen.getByText('College Acceptances').tagName).toBe('SPAN');
  });
});

describe('LanguageSwitch', () => {
  it('toggles open and closes on a click anywhere else in the document', () => {
    at('/home');
    render(
      <div>
        <LanguageSwitch />
        <p>elsewhere</p>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(screen.getByRole('link', { name: '中文' })).toBeTruthy();
    fireEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('link', { name: '中文' })).toBeNull();
  });

  it('closes on Escape and gives focus back to its toggle', () => {
    at('/home');
    render(<LanguageSwitch />);
    const toggle = screen.getByRole('button', { name: /English/ });
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: '中文' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: '中文' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
