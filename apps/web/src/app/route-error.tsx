import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="start-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('errors.pageTitle')}</h1>
      <p>{t('errors.pageText')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('errors.reload')}
      </button>
    </main>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    console.error('Global error:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * A render error inside the app is logged like any uncaught error (`Global error:`) and shows a readable
 * page instead of a blank one; navigating elsewhere tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
