import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-form/auth-card';
import { useCurrentUser } from '../../lib/current-user';
import { useSignOut } from '../../lib/session';

/**
 * admin/dashboard/main, the home of every role but Patient (SPEC.md section 6). Until the staff console
 * exists it says what a staff account can do here and lets the user sign out.
 */
export default function StaffHomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <AuthCard title={t('staff.title')}>
      <p className="af-text" data-testid="staff-signed-in-as">
        {t('staff.signedInAs', { name, role: t(`staff.roles.${user?.role ?? 'Coordinator'}`) })}
      </p>
      <p className="af-text">{t('staff.intro')}</p>
      <ul className="af-text">
        <li>{t('staff.canSignOut')}</li>
        <li>{t('staff.notYet')}</li>
      </ul>
      <div className="af-actions">
        <button
          type="button"
          className="af-button"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          {signingOut ? t('staff.signingOut') : t('staff.signOut')}
        </button>
      </div>
    </AuthCard>
  );
}
