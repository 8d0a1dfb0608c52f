import { useEffect, useState } from 'react';
import { bus } from '@schools/shared-api';
import { useBehavior } from '../hooks/useBus';
import { useLang } from '../hooks/useSite';

/** Removal delay after the last pending operation ends (SPEC 9). */
export const OVERLAY_REMOVAL_DELAY_MS = 500;

/**
 * How long work may be pending before the overlay shows. Most pages load well within it on a good
 * connection, and an overlay that flashes over a page for a moment is itself a jump; a visitor on a
 * slow one sees it after this short pause.
 */
export const OVERLAY_SHOW_AFTER_MS = 400;

const LABEL = { en: 'Connecting', zh: '连接中' };

/** A full-page overlay labelled Connecting while the bus reports pending work for a while; fades out. */
export function LoadingOverlay() {
  const busy = useBehavior(bus.loading) > 0;
  const lang = useLang();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = busy
      ? setTimeout(() => setShown(true), OVERLAY_SHOW_AFTER_MS)
      : setTimeout(() => setShown(false), OVERLAY_REMOVAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div className={`ui-loading${busy ? '' : ' is-leaving'}`} role="status" aria-live="polite">
      <span className="ui-loading__spinner" aria-hidden="true" />
      <span>{LABEL[lang]}</span>
    </div>
  );
}
