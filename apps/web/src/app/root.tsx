import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
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

/** The app root: loading bar, page loader and the router outlet (SPEC.md section 2). */
export function Root() {
  const navigation = useNavigation();
  return (
    <>
      <LoadingBar />
      <ScrollToTop />
      {navigation.state === 'loading' && navigation.location.pathname !== window.location.pathname ? (
        <div className="page-loader-overlay">
          <PageLoader />
        </div>
      ) : null}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
