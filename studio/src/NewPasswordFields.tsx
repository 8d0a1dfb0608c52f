// A new password typed twice, as both the change-password view and a reset link's page ask for it:
// its two fields and their checks (the server's rule, at least 12 characters, said before sending).
import { FormField } from '@schools/ui/form-field';
import { PASSWORD_TEXT } from './passwordText';
import type { StaffLang } from './staffText';

const MIN_PASSWORD = 12;

export interface NewPasswordProblems {
  next?: string;
  again?: string;
}

/** What is wrong with a new password and its repetition, in the page's language; nothing when both are right. */
export function newPasswordProblems(next: string, again: string, lang: StaffLang): NewPasswordProblems {
  const t = PASSWORD_TEXT[lang];
  return {
    next: [...next.trim()].length >= MIN_PASSWORD ? undefined : t.tooShort,
    again: again === next ? undefined : t.differ,
  };
}

export function NewPasswordFields({ id, lang, next, again, onNext, onAgain, problems }: {
  id: string;
  lang: StaffLang;
  next: string;
  again: string;
  onNext: (value: string) => void;
  onAgain: (value: string) => void;
  problems: NewPasswordProblems;
}) {
  const t = PASSWORD_TEXT[lang];
  return (
    <>
      <FormField id={`${id}-next`} label={t.next} required hint={t.hint} error={problems.next}>
        {(control) => <input {...control} type="password" autoComplete="new-password" value={next} onChange={(e) => onNext(e.target.value)} />}
      </FormField>
      <FormField id={`${id}-again`} label={t.again} required error={problems.again}>
        {(control) => <input {...control} type="password" autoComplete="new-password" value={again} onChange={(e) => onAgain(e.target.value)} />}
      </FormField>
    </>
  );
}
