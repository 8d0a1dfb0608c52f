// The header's menus by keyboard, pointer and on phones: the top menu at 1280 px, the mobile dialog at 390 px.
import type { Locator, Page } from '@playwright/test';
import { expect, test, expectHeading, siteUrl, watchErrors } from './site';

/** Presses Tab until `target` has focus, as a keyboard user would reach it from the top of the page. */
async function tabTo(page: Page, target: Locator, maxPresses = 20): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The submenu a top entry's button controls. */
async function submenuOf(page: Page, toggle: Locator): Promise<Locator> {
  return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
}

test.describe('top menu at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('by keyboard only: Tab to About Us, open its submenu, arrow to Mission, Enter navigates', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(siteUrl('/home', { lang: 'en' }));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const about = nav.getByRole('link', { name: 'About Us', exact: true });
    const toggle = nav.getByRole('button', { name: 'About Us submenu' });
    const submenu = await submenuOf(page, toggle);

    await tabTo(page, about);
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu).toBeVisible();
    const mission = submenu.getByRole('link', { name: 'Mission', exact: true });
    await expect(mission).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(submenu.getByRole('link', { name: 'Our Story', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(mission).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/about\/mission\?lang=en$/);
    await expectHeading(page, '/about/mission', 'Mission');
    await expect(submenu).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('Escape closes the submenu and returns focus; Tab out of it closes it; Enter on the section link navigates', async ({ page }) => {
    await page.goto(siteUrl('/home', { lang: 'en' }));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const about = nav.getByRole('link', { name: 'About Us', exact: true });
    const toggle = nav.getByRole('button', { name: 'About Us submenu' });
    const submenu = await submenuOf(page, toggle);

    // Space on the button opens it (and does not close it again on key up).
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('link', { name: 'Mission', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown on the link opens too; Escape returns to the link.
    await page.keyboard.press('Shift+Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeFocused();
    await expect(submenu).toBeHidden();

    // From the last item, Tab leaves the submenu for the next section, and the submenu closes.
    await page.keyboard.press('ArrowUp');
    await expect(submenu.locator('a[href]').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Student Life', exact: true })).toBeFocused();
    await expect(submenu).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(about).toBeFocused();

    await page.keyboard.press('Enter');
    await expectHeading(page, '/about', 'About Us');
  });

  test('hover opens a submenu, the pointer may go into it, and it is gone about 500 ms after the pointer leaves', async ({ page }) => {
    await page.goto(siteUrl('/home', { lang: 'en' }));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.getByRole('button', { name: 'About Us submenu' });
    const submenu = await submenuOf(page, toggle);

    await nav.getByRole('link', { name: 'About Us', exact: true }).hover();
    await expect(submenu).toBeVisible();
    await submenu.getByRole('link', { name: 'Work for Us', exact: true }).hover();
    // Timed in the page: never hidden in the 700 ms the pointer stays inside (longer than the 500 ms hide).
    const hiddenWhileInside = await submenu.evaluate((element) => new Promise<boolean>((resolve) => {
      let hidden = (element as HTMLElement).hidden;
      const observer = new MutationObserver(() => (hidden ||= (element as HTMLElement).hidden));
      observer.observe(element, { attributes: true, attributeFilter: ['hidden'] });
      setTimeout(() => (observer.disconnect(), resolve(hidden)), 700);
    }));
    expect(hiddenWhileInside).toBe(false);
    await expect(submenu).toBeVisible();

    // Time it in the page: from the pointer leaving the section to the submenu being hidden, and
    // whether it still showed 250 ms after leaving (page timers keep their order under load).
    await submenu.evaluate((element) => {
      const item = element.closest('li')!;
      const w = window as unknown as { leftAt?: number; hiddenAt?: number; shownAt250?: boolean };
      item.addEventListener('mouseleave', () => {
        w.leftAt = performance.now();
        setTimeout(() => (w.shownAt250 = !(element as HTMLElement).hidden), 250);
      }, { once: true });
      new MutationObserver(() => {
        if ((element as HTMLElement).hidden && w.hiddenAt === undefined) w.hiddenAt = performance.now();
      }).observe(element, { attributes: true, attributeFilter: ['hidden'] });
    });
    await page.mouse.move(640, 700);
    await expect(submenu).toBeHidden({ timeout: 2000 });
    const timing = await page.evaluate(() => {
      const w = window as unknown as { leftAt: number; hiddenAt: number; shownAt250: boolean };
      return { shownAt250: w.shownAt250, delay: w.hiddenAt - w.leftAt };
    });
    expect(timing.shownAt250).toBe(true);
    expect(timing.delay).toBeGreaterThanOrEqual(480);
    expect(timing.delay).toBeLessThan(900);
  });
});

test.describe('mobile menu', () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 320, height: 568 }]) {
    test(`at ${viewport.width} px it is a modal dialog that traps focus, locks the page and fits the width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl('/about', { lang: 'en' }));
      await expectHeading(page, '/about', 'About Us');
      // The page is long enough to scroll, so that a locked scroll means something.
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200);

      const toggle = page.locator('.shell-mobile__toggle');
      await expect(toggle).toHaveAccessibleName('Open menu');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Close menu');
      await expect(dialog.getByRole('link', { name: 'Home', exact: true })).toBeFocused();

      // A section opens with its button; everything in the panel stays within the window's width.
      const aboutButton = dialog.getByRole('button', { name: 'About Us' });
      await aboutButton.click();
      await expect(aboutButton).toHaveAttribute('aria-expanded', 'true');
      await dialog.getByRole('button', { name: 'Our Campuses' }).click();
      const outside = await dialog.evaluate((panel) =>
        [panel, ...panel.querySelectorAll('*')]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth + 0.5))
          .map(({ element }) => element.outerHTML.slice(0, 80)),
      );
      expect(outside).toEqual([]);
      // The footer menu and the language switch show without scrolling the panel.
      const footer = dialog.locator('.shell-mobile__footer');
      for (const control of [footer.getByRole('link', { name: 'Apply Now' }), footer.getByRole('link', { name: 'Contact Us' }), footer.getByRole('button', { name: '中文' })]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }

      // Tab goes through the panel and the toggle and nowhere else, and comes round again.
      const stops = await dialog.evaluate(
        (panel) => [...panel.querySelectorAll('a[href], button, input')].filter((element) => element.getClientRects().length > 0).length,
      );
      await aboutButton.focus();
      const seen: string[] = [];
      for (let i = 0; i < stops + 1; i += 1) {
        await page.keyboard.press('Tab');
        seen.push(await page.evaluate(() => {
          const active = document.activeElement;
          if (active?.classList.contains('shell-mobile__toggle')) return 'toggle';
          return active?.closest('[role="dialog"]') ? 'dialog' : `outside: ${active?.outerHTML.slice(0, 60)}`;
        }));
      }
      expect(seen.filter((where) => where === 'toggle')).toHaveLength(1);
      expect(seen.filter((where) => where === 'dialog')).toHaveLength(stops);
      await expect(aboutButton).toBeFocused();
      // Back up: Home, the search field's button, the field, then the toggle.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('searchbox', { name: 'Search this site' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: '中文' })).toBeFocused();

      // The page underneath does not scroll, wheeled over the panel or over the header; the panel
      // scrolls by itself.
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      const panel = dialog.locator('.shell-mobile__scroll');
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => panel.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
      await page.mouse.move(viewport.width / 2, 20);
      await page.mouse.wheel(0, 400);
      // One more wheel over the panel, back to its top: wheels are handled in order, so once the panel
      // is there the one over the header has been handled too.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, -10_000);
      await expect.poll(() => panel.evaluate((list) => list.scrollTop)).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName('Open menu');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      // And once closed, it scrolls again.
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }

  test('in Chinese the dialog and its controls are named in Chinese', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('/home', { lang: 'zh' }));
    await page.getByRole('button', { name: '打开菜单' }).click();
    const dialog = page.getByRole('dialog', { name: '网站菜单' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '立即申请' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'English' })).toBeVisible();
    await page.getByRole('button', { name: '关闭菜单' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
