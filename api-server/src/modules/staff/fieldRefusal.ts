// A staff form refused by the server: 400 with every problem, the field it belongs to and the rule it
// breaks, so the staff page shows each beside its field in the page's language (the rule) or as the
// server wrote it (the message, in English, for a developer).
import { ERROR_CODES } from '@schools/shared-api';
import { ApiError } from '../../platform/http/errors';

import { STAFF_RULES, type StaffRule } from '../../platform/http/refusals';

/** The rules a staff form can break (every staff form's: platform/http/refusals.ts); `detail` carries the rule's figure (a limit, a year, the places booked). */
export const FIELD_RULES = STAFF_RULES;
export type FieldRule = StaffRule;

export interface FieldProblem {
  /** the field, as the body names it: 'title.zh', 'end', 'capacity' */
  path: string;
  rule: FieldRule;
  /** the rule's figure, when it has one: '200' (characters), '2026-27' (the school year), '3' (places booked) */
  detail: string | null;
  /** what is wrong, in English */
  message: string;
}

export class FieldRefusal extends ApiError {
  constructor(what: string, readonly problems: FieldProblem[]) {
    super(400, ERROR_CODES.badRequest, `The ${what} was refused, nothing was saved: ${problems.slice(0, 3).map((p) => `${p.path} ${p.message}`).join('; ')}${problems.length > 3 ? `; and ${problems.length - 3} more` : ''}`);
  }
}

/** Collects the problems of one form; `refuse` throws them all at once, if any. */
export class Problems {
  readonly list: FieldProblem[] = [];
  add(path: string, rule: FieldRule, message: string, detail: string | number | null = null): void {
    this.list.push({ path, rule, detail: detail === null ? null : String(detail), message });
  }
  has(path: string): boolean {
    return this.list.some((p) => p.path === path);
  }
  refuse(what: string): void {
    if (this.list.length) throw new FieldRefusal(what, this.list);
  }
}

/** Trimmed text of at most `max` characters (code points), required or not. */
export function checkText(problems: Problems, path: string, value: string, { required, max }: { required: boolean; max: number }): string {
  const text = value.trim();
  if (required && !text) problems.add(path, 'required', 'must not be empty');
  else if ([...text].length > max) problems.add(path, 'tooLong', `must be at most ${max} characters`, max);
  return text;
}

/** Whether YYYY-MM-DD names a day of the calendar (not 2027-02-30). */
export function isRealDate(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether HH:MM is a time of day (00:00 to 23:59). */
export const isTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

