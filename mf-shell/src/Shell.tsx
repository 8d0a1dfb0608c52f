import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { LoadingOverlay, useCampus, useRoute, useRoutes } from '@schools/ui';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { navFromRoutes } from './header/navTree';

/** The frame around every page: header, loading overlay and, except on home, the footer. */
export function Shell() {
  const routes = useRoutes();
  const campus = useCampus();
  const route = useRoute();
  const tree = useMemo(() => navFromRoutes(routes, campus), [routes, campus]);
  const footerHost = document.getElementById('site-footer');
  const isHome = route?.path === '/home';
  return (
    <>
      <Header tree={tree} />
      <LoadingOverlay />
      {!isHome && footerHost && createPortal(<Footer />, footerHost)}
    </>
  );
}
