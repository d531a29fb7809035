import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A page of the route table whose feature another part of the product fills. */
export function ComingSoonPage({ titleKey, standalone = false }: { titleKey: string; standalone?: boolean }) {
  const { t } = useTranslation();
  const content = (
    <section className="page" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="page__title">
        {t(titleKey)}
      </h1>
      <div className="card">
        <p>{t('comingSoon.text')}</p>
        {standalone ? (
          <Link className="btn btn-primary" to="/patient/dashboard">
            {t('comingSoon.backToDashboard')}
          </Link>
        ) : null}
      </div>
    </section>
  );
  return standalone ? <main className="standalone-page">{content}</main> : content;
}
