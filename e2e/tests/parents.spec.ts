// Smaller things parents saw (issue 20, item 11), each checked on the composed site against what the API answers.
import { expect, test } from '@playwright/test';
import { contactField, getCampus, type ContentItem } from '@schools/shared-api';
import { contentApi, siteUrl } from './site';

for (const [campus, lang, host] of [['BIGZ', 'zh', 'bigz.localhost'], ['BISZ', 'en', 'localhost']] as const) {
  test(`${campus} in ${lang}: the footer of an inner page gives the address, phone and admissions e-mail of Contact Us, and the WeChat QR`, async ({ page, request }) => {
    const general = await contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=06');
    const address = contactField(general, 'schoolAdd');
    const phone = contactField(general, 'number_1');
    const email = contactField(general, 'value_1');
    expect([address, phone, email].every(Boolean)).toBe(true);

    await page.goto(siteUrl('/stuLife/library', { lang, host }));
    const contact = page.locator('.shell-footer address');
    await expect(contact).toContainText(address);
    await expect(contact.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+/);
    await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const qr = page.locator('.shell-footer__qr img');
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toHaveAttribute('alt', new RegExp(getCampus(campus).links.wechat.account));
    // The picture is really there: a QR code that does not load is worse than none.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}
