import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A render error inside the app: logged like any uncaught error, and a readable page instead of a blank one. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Global error:', error);
  }, [error]);
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
