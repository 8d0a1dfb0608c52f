// Page helpers shared by the specs: open the site as a visitor would and watch for errors.
import { expect, type Page } from '@playwright/test';
import { PORT } from '../playwright.config';

export type Lang = 'en' | 'zh';

export function siteUrl(hashPath: string, options: { lang?: Lang; host?: string; prefix?: string } = {}): string {
  const host = options.host ?? 'localhost';
  const query = options.lang ? `?lang=${options.lang === 'zh' ? 'cn' : 'en'}` : '';
  return `http://${host}:${PORT}${options.prefix ?? '/'}#${hashPath}${query}`;
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's main heading, once the route's microfrontend has rendered it. */
export async function expectHeading(page: Page, path: string, text: string): Promise<void> {
  const region = page.locator(`[data-route="${path}"]`);
  await expect(region.locator('h1').first()).toHaveText(text);
}

export const CJK = /[\u4e00-\u9fff]/;
