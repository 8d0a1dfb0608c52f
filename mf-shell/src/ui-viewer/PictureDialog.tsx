import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ImagePreloader, useLang } from '@schools/ui';

/** A picture the page asked to show full screen (the bus's `open-picture`). */
export interface Picture {
  src: string;
  alt: string;
}

export interface PictureDialogProps {
  picture: Picture;
  onClose: () => void;
  /** where the focus goes back to once the dialog has closed */
  returnFocusTo: HTMLElement | null;
}

const TEXT = {
  en: { close: 'Close', picture: 'Picture' },
  zh: { close: '关闭', picture: '图片' },
};

/** Keeps the page under the viewer still; restores what was there before. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  // The scrollbar's width, kept as padding, so the page does not shift sideways when it goes.
  const scrollbar = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = before.overflow;
    root.style.paddingRight = before.paddingRight;
  };
}

/**
 * SPEC 2's full-screen picture viewer: a modal dialog over the page. A click anywhere, Escape or the
 * close button closes it; focus then returns where it was.
 */
export function PictureDialog({ picture, onClose, returnFocusTo }: PictureDialogProps) {
  const lang = useLang();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest callback and return target without re-running the effect below.
  const latest = useRef({ onClose, returnFocusTo });
  useEffect(() => {
    latest.current = { onClose, returnFocusTo };
  });

  useEffect(() => {
    const unlock = lockPageScroll();
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Tab') {
        // The close button is the viewer's only control: Tab and Shift+Tab stay on it.
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      const back = latest.current.returnFocusTo;
      if (back?.isConnected) back.focus();
    };
  }, []);

  const text = TEXT[lang];
  return createPortal(
    <div
      className="ui-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={picture.alt || text.picture}
      // SPEC 2: "closed by click", anywhere, the picture included.
      onClick={onClose}
    >
      <button ref={closeRef} type="button" className="ui-viewer__close" aria-label={text.close} title={text.close}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <figure className="ui-viewer__figure">
        <ImagePreloader key={picture.src} src={picture.src} alt={picture.alt} fit="contain" eager className="ui-viewer__img" />
        {picture.alt && <figcaption className="ui-viewer__caption">{picture.alt}</figcaption>}
      </figure>
    </div>,
    document.body,
  );
}
