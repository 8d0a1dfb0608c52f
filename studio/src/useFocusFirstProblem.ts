import { useEffect, type RefObject } from 'react';

/**
 * After a save the server refused (`attempts` counts them), the focus goes to the first field marked
 * invalid inside `container`, where the editor reads what to change.
 */
export function useFocusFirstProblem(container: RefObject<HTMLElement | null>, attempts: number): void {
  useEffect(() => {
    if (attempts > 0) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, attempts]);
}
