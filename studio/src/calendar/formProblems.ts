// A refused form's problems as the messages shown beside its fields, in the page's language.
import { sayProblem } from '../refusalText';
import type { StaffLang } from '../staffText';
import type { FieldProblem } from './calendarApi';

/** Each field's message, by the field's path ('title.zh', 'capacity'); the first problem of a field wins. */
export function fieldErrors(problems: readonly FieldProblem[], lang: StaffLang): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of problems) errors[p.path] ??= sayProblem(p, lang);
  return errors;
}
