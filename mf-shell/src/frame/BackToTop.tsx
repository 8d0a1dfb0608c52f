import { useLang } from '@schools/ui';
import { useScrolledPast } from './useScrolledPast';

/** The arrow appears after this much scroll (SPEC 9). */
export const BACK_TO_TOP_AFTER_PX = 108;

const LABEL = { en: 'Back to top', zh: '返回顶部' };

/** Back to the top of the page: smooth, unless the visitor prefers reduced motion. */
export function BackToTop() {
  const shown = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const lang = useLang();
  const toTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the content, not from a button that just vanished.
    document.getElementById('page')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={`shell-back-to-top${shown ? ' is-shown' : ''}`} aria-label={LABEL[lang]} title={LABEL[lang]}
      onClick={toTop} tabIndex={shown ? 0 : -1} aria-hidden={!shown}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
