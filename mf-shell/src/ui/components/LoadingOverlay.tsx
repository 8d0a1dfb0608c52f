import { useEffect, useState } from 'react';
import { bus } from '@schools/shared-api';
import { useBehavior } from '../hooks/useBus';
import { useLang } from '../hooks/useSite';

/** Removal delay after the last pending operation ends (SPEC 9). */
export const OVERLAY_REMOVAL_DELAY_MS = 500;

const LABEL = { en: 'Connecting', zh: '连接中' };

/** A full-page overlay labelled Connecting while the bus reports pending work; fades out. */
export function LoadingOverlay() {
  const pending = useBehavior(bus.loading);
  const lang = useLang();
  const [shown, setShown] = useState(pending > 0);
  useEffect(() => {
    if (pending > 0) {
      setShown(true);
      return undefined;
    }
    const timer = setTimeout(() => setShown(false), OVERLAY_REMOVAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!shown) return null;
  return (
    <div className={`ui-loading${pending > 0 ? '' : ' is-leaving'}`} role="status" aria-live="polite">
      <span className="ui-loading__spinner" aria-hidden="true" />
      <span>{LABEL[lang]}</span>
    </div>
  );
}
