import type { ReactNode } from 'react';

/** The attributes that tie a form control to its label's field: its id, its hint and its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A control's attributes: `aria-invalid` only while its error shows, and `aria-describedby` naming the
 * hint and the error, so a screen reader reads the message when the control takes the focus.
 */
export function fieldControlProps(id: string, state: { hint?: boolean; invalid?: boolean; required?: boolean } = {}): FieldControlProps {
  const describedBy = [state.hint ? `${id}-hint` : '', state.invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    ...(state.invalid ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(state.required ? { 'aria-required': true as const } : {}),
  };
}

/** A field's error, under its control; `id` is the control's (the message is `${id}-error`). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return <p className="ui-field__error" id={`${id}-error`}>{children}</p>;
}

export interface FormFieldProps {
  /** the control's id */
  id: string;
  /** the visible label: a placeholder is no label, it goes away as soon as one types */
  label: string;
  required?: boolean;
  hint?: string;
  /** the message while the field breaks a rule; none when it is fine (or before a send was tried) */
  error?: string;
  /** spans both columns of a two-column form */
  wide?: boolean;
  /** the control, given the attributes that tie it to the label, hint and error */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, its control, a hint and the control's error, stacked (the hint below, so controls side by
 * side line up). The site's forms share it, so every form says what is wrong the same way.
 */
export function FormField({ id, label, required, hint, error, wide, children }: FormFieldProps) {
  return (
    <div className={`ui-field${wide ? ' ui-field--wide' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children(fieldControlProps(id, { hint: !!hint, invalid: !!error, required }))}
      {hint && <p className="ui-field__hint" id={`${id}-hint`}>{hint}</p>}
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  );
}
