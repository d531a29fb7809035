import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDropdown } from '../../../components/dropdown/use-dropdown';
import { Icon } from '../../../components/icons/icon';
import { useSignOut } from '../../../lib/session';

export const PATIENT_PLACEHOLDER_IMAGE = '/assets/images/patient-placeholder.svg';

/** Profile menu: Settings (patient/settings) and Logout (SPEC.md section 2). */
export function ProfileMenu({ name, photo }: { name: string; photo: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const { open, toggle, close, rootRef, buttonRef } = useDropdown();

  const logout = async () => {
    close();
    await signOut();
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
