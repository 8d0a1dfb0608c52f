import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where the focus goes once a view's form has closed: back to what opened it, or to `fallback` (the
 * view's heading) when that is gone (the list was read again). `open` is whether the form is shown.
 */
export function useFocusReturn(open: boolean, fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const returning = useRef(false);
  // Once the form has gone (and the buttons are enabled again).
  useEffect(() => {
    if (open || !returning.current) return;
    returning.current = false;
    (opener.current?.isConnected ? opener.current : fallback.current)?.focus();
  }, [open, fallback]);
  return {
    /** as the form opens: what has the focus now gets it back */
    remember: () => {
      opener.current = document.activeElement as HTMLElement | null;
    },
    /** as the form closes */
    giveBack: () => {
      returning.current = true;
    },
  };
}
