import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader/page-loader';
import { LoadingBar } from '../lib/loading-bar';

/** Every route change scrolls the page to the top (SPEC.md section 1). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The app root: loading bar, page loader (while an area loads) and the router outlet (SPEC.md section 2). */
export function Root() {
  return (
    <>
      <LoadingBar />
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
