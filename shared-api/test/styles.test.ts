/** @jest-environment jsdom */
import { loadStylesheet, STYLESHEET_TIMEOUT_MS } from '../src/styles';

type WithSystem = Window & { System?: { resolve(specifier: string): string } };

/** A SystemJS stand-in resolving through a small import map, throwing for an unknown specifier as SystemJS does. */
function useImportMap(imports: Record<string, string>) {
  (window as WithSystem).System = {
    resolve(specifier) {
      const url = imports[specifier];
      if (!url) throw new Error(`Unable to resolve bare specifier '${specifier}'`);
      return new URL(url, window.location.href).href;
    },
  };
}

const stylesheetLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** Whether a promise has settled by now, without waiting for it. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as WithSystem).System;
  jest.useRealTimers();
});

describe('loadStylesheet', () => {
  it('links the stylesheet the import map gives, once per href, and resolves when it has loaded', async () => {
    useImportMap({ '@schools/home/style.css': '/mf-home/schools-home.1234abcd.css' });
    const first = loadStylesheet('@schools/home/style.css');
    const second = loadStylesheet('@schools/home/style.css');
    expect(second).toBe(first);
    const links = stylesheetLinks();
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`${window.location.origin}/mf-home/schools-home.1234abcd.css`]);
    expect(await isSettled(first)).toBe(false);
    links[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('settles on a failed load too, with a warning, so a broken stylesheet does not keep a section hidden', async () => {
    useImportMap({ '@schools/news/style.css': '/mf-news/schools-news.0000aaaa.css' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const loading = loadStylesheet('@schools/news/style.css');
    stylesheetLinks()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('schools-news.0000aaaa.css'));
    warn.mockRestore();
  });

  it('gives up waiting after the timeout', async () => {
    jest.useFakeTimers();
    useImportMap({ '@schools/about/style.css': '/mf-about/schools-about.0000bbbb.css' });
    const loading = loadStylesheet('@schools/about/style.css');
    jest.advanceTimersByTime(STYLESHEET_TIMEOUT_MS - 1);
    expect(await isSettled(loading)).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(loading).resolves.toBeUndefined();
  });

  it('adds nothing for a stylesheet the page already links (the server writes the frame\'s)', async () => {
    useImportMap({ '@schools/ui/style.css': '/mf-shell/schools-ui.5678cdef.css' });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/mf-shell/schools-ui.5678cdef.css';
    document.head.append(link);
    const loading = loadStylesheet('@schools/ui/style.css');
    expect(stylesheetLinks()).toEqual([link]);
    link.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('follows an override: a new href gets its own link', () => {
    useImportMap({ '@schools/ui/style.css': 'http://localhost:9002/schools-ui.css' });
    void loadStylesheet('@schools/ui/style.css');
    expect(stylesheetLinks().map((l) => l.href)).toEqual(['http://localhost:9002/schools-ui.css']);
  });

  it('does nothing without a map entry or without SystemJS, and resolves at once', async () => {
    const withoutSystem = loadStylesheet('@schools/home/style.css');
    useImportMap({});
    const withoutEntry = loadStylesheet('@schools/home/style.css');
    expect(await isSettled(withoutSystem)).toBe(true);
    expect(await isSettled(withoutEntry)).toBe(true);
    expect(stylesheetLinks()).toEqual([]);
  });
});
