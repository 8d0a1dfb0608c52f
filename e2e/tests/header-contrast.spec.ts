// Menu labels readable over every banner: the transparent header's white words keep at least 4.5:1
// (WCAG 1.4.3) against the lightest pixel behind them. The words are made invisible, the header is
// photographed as it is painted over the page's banner, and the pixels inside each word's own text
// box are read back.
import type { Page } from '@playwright/test';
import { expect, pageAtRest, test, screenshotPixels, siteUrl } from './site';

const MINIMUM = 4.5;
/** The pages the audit found hardest (light banners), and the main templates. */
const PATHS = [
  '/home', '/about/mission', '/about/achievements/IB', '/contact_us', '/stuLife/studService/Dining',
  '/stuLife/wonderfulLife/additional', '/admissions/tuition', '/academics', '/admissions', '/stuLife',
];
/** White words on the header: the menu, the utility row's links and language button, the campus's name. */
const LABELS = '.shell-header .shell-menu__top, .shell-header__portal, .shell-lang__toggle, .shell-header__name';

/** A colour channel's linear light (WCAG's relative luminance). */
const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);

/** The worst contrast of white against the pixels behind each label's text, with the label. */
async function worstContrast(page: Page): Promise<{ label: string; ratio: number }[]> {
  // The words painted: text a screen reader alone gets (visually hidden, "opens in a new tab") still has
  // text boxes, over whatever lies beside the label, but no pixels.
  const boxes = await page.locator(LABELS).evaluateAll((elements) => elements.flatMap((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const rects: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.ui-visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    return rects.filter((r) => r.width > 2 && r.height > 2)
      .map((r) => ({ label: (el.textContent ?? '').trim(), x: r.x, y: r.y, width: r.width, height: r.height }));
  }));
  // Through the CSSOM: the page's policy allows no <style> element.
  await page.locator('.shell-header').evaluate((header) => {
    for (const el of [header, ...header.querySelectorAll<HTMLElement>('*')]) {
      el.style.setProperty('color', 'transparent', 'important');
      el.style.setProperty('text-shadow', 'none', 'important');
    }
  });
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 120 } });
  const pixels = await screenshotPixels(page, shot, boxes);
  return boxes.map((box, i) => {
    const data = pixels[i]!;
    let lightest = 0;
    for (let p = 0; p < data.length; p += 4) {
      lightest = Math.max(lightest, 0.2126 * linear(data[p]!) + 0.7152 * linear(data[p + 1]!) + 0.0722 * linear(data[p + 2]!));
    }
    return { label: box.label, ratio: Number((1.05 / (lightest + 0.05)).toFixed(2)) };
  });
}

for (const [lang, width] of [['en', 1280], ['zh', 1280], ['zh', 390]] as const) {
  test(`every menu label over a banner is at least ${MINIMUM}:1 at ${width} px, in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const path of PATHS) {
      await page.goto('about:blank');
      await page.goto(siteUrl(path, { lang }));
      await pageAtRest(page, path);
      await expect(page.locator('.shell-header.is-transparent'), `${path}: the header over its banner`).toHaveCount(1);
      // The banner's picture has loaded (lazy pictures below the fold are not waited for).
      await page.waitForFunction(() => [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        return img.complete || box.top > 200 || box.right <= 0 || box.left >= window.innerWidth;
      }));
      const results = await worstContrast(page);
      expect(results.length).toBeGreaterThan(0);
      for (const { label, ratio } of results) if (ratio < MINIMUM) found.push(`${path}: "${label}" ${ratio}:1`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
