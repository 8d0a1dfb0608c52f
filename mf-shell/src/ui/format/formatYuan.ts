import type { Lang } from '@schools/shared-api';

const UNIT: Record<Lang, string> = { en: 'yuan', zh: '元' };

/**
 * A sum of yuan in the page's language: "286,000 yuan" / "286,000 元", thousands grouped by commas as
 * in both languages' fee tables. Grouped by hand rather than by Intl.NumberFormat: the first Intl
 * formatter of a page starts ICU, about 50 ms of a mid-range phone's main thread, and a fee table
 * is often the only thing on its page that would need it.
 */
export function formatYuan(amount: number, lang: Lang): string {
  const [whole = '', fraction] = String(Math.abs(amount)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''} ${UNIT[lang]}`;
}
