import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homePathFor, useCurrentUser } from '../../lib/current-user';
import './not-found-page.css';

/** Any path the route table does not know (SPEC.md section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <main className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="btn btn-primary" to={user ? homePathFor(user) : '/authentication/signin'}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}

export default NotFoundPage;
