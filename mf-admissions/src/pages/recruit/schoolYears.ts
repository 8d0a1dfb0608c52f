/** A school year as the form offers it and the server checks it: '2027-28'. */
export const schoolYear = (start: number): string => `${start}-${String(start + 1).slice(2)}`;

/**
 * The school years a family may apply for on `today`: the one under way (a school year starts in
 * August; families do join mid-year) and the two after it.
 */
export function entryYears(today: Date): string[] {
  const start = today.getMonth() >= 7 ? today.getFullYear() : today.getFullYear() - 1;
  return [start, start + 1, start + 2].map(schoolYear);
}
