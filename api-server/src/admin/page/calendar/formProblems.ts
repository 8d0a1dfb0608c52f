// A refused form's problems as the messages shown beside its fields, in the page's language.
import type { StaffLang } from '../staffText';
import { RULE_TEXT } from './calendarText';
import type { FieldProblem } from './calendarApi';

/** Each field's message, by the field's path ('title.zh', 'capacity'); the first problem of a field wins. */
export function fieldErrors(problems: readonly FieldProblem[], lang: StaffLang): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of problems) {
    // A rule this page does not know yet (a newer server) is shown as the server wrote it.
    const say = RULE_TEXT[lang][p.rule];
    errors[p.path] ??= say ? say(p.detail) : p.message;
  }
  return errors;
}
