import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDropdown } from '../../../components/dropdown/use-dropdown';
import { Icon } from '../../../components/icons/icon';
import { clearCurrentUser } from '../../../lib/current-user';
import { signOut } from '../api/sign-out';

export const PATIENT_PLACEHOLDER_IMAGE = '/assets/images/patient-placeholder.svg';

/** Profile menu: Settings (patient/settings) and Logout (SPEC.md section 2). */
export function ProfileMenu({ name, photo }: { name: string; photo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open, toggle, close, rootRef, buttonRef } = useDropdown();

  const logout = async () => {
    close();
    let success = false;
    try {
      success = await signOut();
    } catch (error) {
      console.error('Error signing out:', error);
    }
    // The local session ends whatever the server answered (SECURITY.md: storage cleared on logout).
    clearCurrentUser();
    queryClient.clear();
    // SPEC.md section 2: a logout that does not report success navigates to authentication/signin.
    // A successful one ends there too: without a current user every guarded page leads to it.
    if (!success) console.warn('The server did not confirm the logout.');
    void navigate('/authentication/signin', { replace: true });
  };

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header__profile-btn"
        aria-expanded={open}
        aria-controls="profile-menu"
        aria-label={t('header.profileMenu', { name })}
        onClick={toggle}
      >
        <img
          className="avatar"
          src={photo}
          alt=""
          width={32}
          height={32}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PATIENT_PLACEHOLDER_IMAGE)) {
              event.currentTarget.src = PATIENT_PLACEHOLDER_IMAGE;
            }
          }}
        />
        <span className="header__name">{name}</span>
      </button>
      {open ? (
        <div className="dropdown__panel dropdown__panel--narrow" id="profile-menu">
          <ul className="dropdown__list">
            <li>
              <Link className="dropdown__item" to="/patient/settings" onClick={close}>
                <Icon name="user" size={18} />
                <span>{t('header.settings')}</span>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="dropdown__item"
                onClick={() => {
                  void logout();
                }}
              >
                <Icon name="logout" size={18} />
                <span>{t('header.logout')}</span>
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
