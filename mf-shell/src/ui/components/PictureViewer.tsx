import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { bus, type SectionMessage } from '@schools/shared-api';
import { useChanged } from '../hooks/useChanged';
import { useLang, useRoute } from '../hooks/useSite';
import { ImagePreloader } from './ImagePreloader';

type Picture = Omit<Extract<SectionMessage, { type: 'open-picture' }>, 'type'>;

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
 * SPEC 2's full-screen picture viewer, one for the whole page (the frame renders it). Any section
 * opens it with `bus.messages.next({ type: 'open-picture', src, alt })`. A click anywhere, Escape or
 * the close button closes it; focus then returns where it was.
 */
export function PictureViewer() {
  const lang = useLang();
  const route = useRoute();
  const [picture, setPicture] = useState<Picture | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // A new page closes the viewer (nothing to go back to then).
  if (useChanged(route?.path)) setPicture(null);

  useEffect(() => {
    const subscription = bus.messages.subscribe((message) => {
      if (message.type !== 'open-picture') return;
      // Remembered once: opening another picture over the viewer must not make the viewer the way back.
      if (!returnFocusTo.current && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
      setPicture({ src: message.src, alt: message.alt });
    });
    return () => subscription.unsubscribe();
  }, []);

  const open = picture !== null;

  useEffect(() => {
    if (!open) return undefined;
    const unlock = lockPageScroll();
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setPicture(null);
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
      const back = returnFocusTo.current;
      returnFocusTo.current = null;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  if (!picture) return null;
  const text = TEXT[lang];
  return createPortal(
    <div
      className="ui-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={picture.alt || text.picture}
      // SPEC 2: "closed by click", anywhere, the picture included.
      onClick={() => setPicture(null)}
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
