import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * After a refused send, the first field in error takes the focus, so a keyboard or screen-reader
 * user lands on what to fix instead of staying on Submit. Call the returned function on each refusal;
 * the focus moves once the fields show `aria-invalid` (a radio group's fieldset: its first choice).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = first?.tagName === 'FIELDSET' ? first.querySelector<HTMLElement>('input:not(:disabled)') : first;
    target?.focus();
  }, [refusals, form]);
  return useCallback(() => setRefusals((n) => n + 1), []);
}
