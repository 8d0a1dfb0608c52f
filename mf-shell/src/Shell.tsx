import { createPortal } from 'react-dom';
import { LoadingOverlay, PictureViewer, useRoute } from '@schools/ui';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { useNavigation } from './navigation/useNavigation';

/** The frame around every page: header, loading overlay, the page's picture viewer and, except on home, the footer. */
export function Shell() {
  const route = useRoute();
  const tree = useNavigation();
  const footerHost = document.getElementById('site-footer');
  const isHome = route?.path === '/home';
  return (
    <>
      <Header tree={tree} />
      <LoadingOverlay />
      <PictureViewer />
      {!isHome && footerHost && createPortal(<Footer />, footerHost)}
    </>
  );
}
