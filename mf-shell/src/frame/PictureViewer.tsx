import { useEffect, useState } from 'react';
import { bus } from '@schools/shared-api';
import { useChanged, useRoute } from '@schools/ui';
import type * as ViewerModule from '@schools/ui-viewer';
import { loadSystemModule } from './systemModule';

type Dialog = typeof ViewerModule.PictureDialog;

/**
 * The page's picture viewer, one for the whole page: any section opens it with
 * `bus.messages.next({ type: 'open-picture', src, alt })`. The dialog itself (@schools/ui-viewer) is
 * loaded the first time a visitor opens a picture; a page nobody opens a picture on pays nothing for it.
 */
export function PictureViewer() {
  const route = useRoute();
  // The picture shown, and where the focus goes back to once the viewer closes.
  const [open, setOpen] = useState<{ picture: ViewerModule.Picture; returnFocusTo: HTMLElement | null } | null>(null);
  const [View, setView] = useState<{ dialog: Dialog }>();
  // A new page closes the viewer (nothing to go back to then).
  if (useChanged(route?.path)) setOpen(null);

  useEffect(() => {
    const subscription = bus.messages.subscribe((message) => {
      if (message.type !== 'open-picture') return;
      const picture = { src: message.src, alt: message.alt };
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Remembered once: opening another picture over the viewer must not make the viewer the way back.
      setOpen((shown) => ({ picture, returnFocusTo: shown ? shown.returnFocusTo : focused }));
      loadSystemModule<typeof ViewerModule>('@schools/ui-viewer').then(
        (module) => setView({ dialog: module.PictureDialog }),
        (error: unknown) => {
          // Nothing opens; the next click asks again.
          console.warn('[shell] the picture viewer did not load', error);
          setOpen(null);
        },
      );
    });
    return () => subscription.unsubscribe();
  }, []);

  if (!open || !View) return null;
  return <View.dialog picture={open.picture} onClose={() => setOpen(null)} returnFocusTo={open.returnFocusTo} />;
}
