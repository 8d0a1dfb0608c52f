// The Alerts view's confirmations (publishing an emergency, ending an alert now): the studio's modal
// <dialog>, its heading focused as it opens, Escape or Cancel closing it with the focus back on the
// button that opened it.
import { useId, type FormEvent } from 'react';
import type { StaffLang } from '../staffText';
import { useModalDialog } from '../useModalDialog';
import { ALERTS_TEXT } from './alertsText';

export function AlertConfirm({ lang, title, text, confirm, busy, onConfirm, onClose }: {
  lang: StaffLang;
  title: string;
  text: string;
  /** the words of the button that does it */
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = ALERTS_TEXT[lang];
  const id = useId();
  const { dialog, onCancel } = useModalDialog('h2', onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <dialog ref={dialog} className="alerts-confirm" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onCancel={onCancel}>
      <form onSubmit={submit}>
        <h2 id={`${id}-title`} tabIndex={-1}>{title}</h2>
        <p id={`${id}-text`}>{text}</p>
        <div className="studio-dialog__actions">
          <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>{t.cancel}</button>
          <button type="submit" className="staff-button studio-publish" disabled={busy}>{confirm}</button>
        </div>
      </form>
    </dialog>
  );
}
