// The studio's modal dialogs (the photograph picker, the preview, the publish confirmation): the
// browser's own <dialog>, opened modal when it mounts with the focus on `focusFirst` inside it, closed
// when it unmounts with the focus back on what opened it.
import { useEffect, useRef, type SyntheticEvent } from 'react';

export function useModalDialog(focusFirst: string, onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    // The focus goes back to the opener when the dialog goes. The browser's own return of it is no
    // help: the dialog is unmounted open, and a modal dialog leaving the page returns nothing.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLElement>(focusFirst)?.focus();
    return () => {
      element.close();
      opener?.focus();
    };
    // Opened once, as it mounts: what it focuses first is its opening's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Escape (a close request) closes through the parent's state, at once. Left to the browser, the dialog
  // hides at once but its close event comes a task later: an opener pressed in between reopens nothing,
  // and the late close event then unmounts the dialog that press asked for.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  return { dialog, onCancel };
}
