import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader/page-loader';
import { Footer, MobileFooter } from './footer/footer';
import { Header } from './header/header';
import { SettingsPanel } from './settings-panel/settings-panel';
import { Sidebar } from './sidebar/sidebar';
import './main-layout.css';

/** Main layout: header, side menu, right-hand settings panel, content area and footer (SPEC.md section 2). */
export default function MainLayout() {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
  }, []);
  const toggleSettings = useCallback(() => {
    setSettingsOpen((o) => !o);
  }, []);

  // After a navigation inside the layout, keyboard and screen-reader users continue in the new content.
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="main-layout">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <Header settingsOpen={settingsOpen} onToggleSettings={toggleSettings} />
      <Sidebar />
      <SettingsPanel open={settingsOpen} onClose={closeSettings} />
      <div className="main-layout__overlay" aria-hidden="true" />
      <div className="main-layout__content">
        <main id="main-content" ref={mainRef} className="content" tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <MobileFooter />
    </div>
  );
}
