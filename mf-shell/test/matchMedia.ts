// jsdom has no layout and no matchMedia: tests say which media features the "screen" has.
export interface Screen {
  width?: number;
  reducedMotion?: boolean;
}

function matches(query: string, { width = 1280, reducedMotion = false }: Screen): boolean {
  if (query.includes('prefers-reduced-motion')) return reducedMotion;
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (max) return width <= Number(max[1]);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (min) return width >= Number(min[1]);
  return false;
}

/** Installs a window.matchMedia answering for the given screen; `innerWidth` follows it. */
export function mockScreen(screen: Screen): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: screen.width ?? 1280 });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      media: query,
      matches: matches(query, screen),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
