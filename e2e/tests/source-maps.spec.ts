// The production build's source maps locate errors (file and line) but publish no source code.
import { expect, test } from './site';
import { PORT } from '../playwright.config';

test('no source map the site serves carries the TypeScript sources', async ({ request }) => {
  const map = (await (await request.get(`http://localhost:${PORT}/import-map.json`)).json()) as { imports: Record<string, string> };
  const scripts = Object.values(map.imports).filter((url) => url.endsWith('.js') && url.startsWith('/') && !url.includes('/shared/'));
  expect(scripts.length).toBeGreaterThan(10);
  for (const url of scripts) {
    const res = await request.get(`http://localhost:${PORT}${url}.map`);
    if (res.status() === 404) continue;
    const sourceMap = (await res.json()) as { sources: string[]; sourcesContent?: unknown[] };
    expect([url, sourceMap.sources.length > 0, sourceMap.sourcesContent]).toEqual([url, true, undefined]);
  }
});
