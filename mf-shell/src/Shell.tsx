import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LoadingOverlay, useRoute } from '@schools/ui';
import { SiteAlerts, alertsHost } from './alerts/SiteAlerts';
import { BackToTop } from './frame/BackToTop';
import { PictureViewer } from './frame/PictureViewer';
import { SkipLink } from './frame/SkipLink';
import { Footer } from './footer/Footer';
import { Header, useHeaderOverlay } from './header/Header';
import { useNavigation } from './navigation/useNavigation';

/**
 * The frame around every page: the campus's alerts above the header, skip link, header, loading
 * overlay, back-to-top, the page's picture viewer and, except on home, the footer.
 */
export function Shell() {
  const route = useRoute();
  const tree = useNavigation();
  const overlay = useHeaderOverlay();
  const footerHost = document.getElementById('site-footer');
  const [alerts] = useState(() => alertsHost(document));
  const isHome = route?.path === '/home';
  useEffect(() => {
    // Pages with a banner or hero start at the very top under the header; the others below it.
    document.body.dataset.header = overlay ? 'overlay' : 'solid';
  }, [overlay]);
  return (
    <>
      {createPortal(<SiteAlerts host={alerts} />, alerts)}
      <SkipLink />
      <Header tree={tree} />
      <LoadingOverlay />
      <BackToTop />
      <PictureViewer />
      {!isHome && footerHost && createPortal(<Footer />, footerHost)}
    </>
  );
}
