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

interface BoundaryProps {
  children: ReactNode;
  /** The current path: a navigation after a failure tries to render again. */
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    console.error('Global error:', error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
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
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
