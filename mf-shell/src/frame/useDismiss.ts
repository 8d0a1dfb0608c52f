import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes a small popover of the frame (language list, WeChat QR code) on a click anywhere outside
 * `ref`, or on Escape, which also gives focus back to the popover's toggle (the first button in `ref`).
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  // The latest `close`, without listening afresh when a parent passes a new closure.
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      ref.current?.querySelector('button')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref]);
}
