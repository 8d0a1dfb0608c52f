import { useState } from 'react';
import { createPortal } from 'react-dom';
import { LoadingOverlay, useHydrating, useRoute } from '@schools/ui';
import { SiteAlerts, alertsHost } from './alerts/SiteAlerts';
import { BackToTop } from './frame/BackToTop';
import { PictureViewer } from './frame/PictureViewer';
import { SkipLink } from './frame/SkipLink';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { useNavigation } from './navigation/useNavigation';

/**
 * The frame above every page: the campus's alerts above the header, skip link, header, loading overlay,
 * back-to-top and the page's picture viewer. The server renders it too (all but the alerts, which it
 * writes as markup of its own, and the viewer, which shows nothing until a picture is opened), so a
 * server-rendered page is hydrated with its header, not given one.
 */
export function Shell() {
  const tree = useNavigation();
  const hydrating = useHydrating();
  return (
    <>
      {!hydrating && <Alerts />}
      <SkipLink />
      <Header tree={tree} />
      <LoadingOverlay />
      <BackToTop />
      {!hydrating && <PictureViewer />}
    </>
  );
}

/** The alerts, in their element above the header (a portal: no server renders one, no hydration adopts one). */
function Alerts() {
  const [host] = useState(() => alertsHost(document));
  return createPortal(<SiteAlerts host={host} />, host);
}

/** The frame below every page but home: the footer, in its own element after <main>. */
export function ShellFooter() {
  const route = useRoute();
  return route?.path === '/home' ? null : <Footer />;
}
