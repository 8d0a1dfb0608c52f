// Helper checks of SPEC section 5. Each takes untrusted text and answers true only for a full match.

/** Mainland mobile number: 11 digits, 1 then a carrier digit 3-9; an optional +86 / 86 prefix. */
export function isMobile(value: string): boolean {
  return /^(?:\+?86[- ]?)?1[3-9]\d{9}$/.test(value.trim());
}

/** Phone: 10 to 12 digits starting with 0, 1 or 4 (landlines with area code, mobiles, 400 numbers). */
export function isPhone(value: string): boolean {
  const digits = value.trim().replace(/[- ]/g, '');
  return /^[014]\d{9,11}$/.test(digits);
}

export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value.trim()) && !value.includes('..');
}

/**
 * Resident identity card: 18 characters (6-digit region, valid birth date, 3-digit sequence, check
 * digit per GB 11643) or the legacy 15-digit form.
 */
export function isIdCard(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) return validDate(`19${id.slice(6, 12)}`);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!validDate(id.slice(6, 14))) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

function validDate(yyyymmdd: string): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An absolute http or https URL with a host. */
export function isUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname.length > 0;
  } catch {
    return false;
  }
}
