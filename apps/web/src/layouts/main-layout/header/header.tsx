import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon';
import { homePathFor, useCurrentUser } from '../../../lib/current-user';
import { useLayoutSettings, layoutSettings } from '../../../lib/layout-settings';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage/storage-keys';
import { TENANT_LOGO_ATTRIBUTE } from '../../../lib/tenant';
import { usePatientHeader } from '../api/get-patient-header';
import { LanguageMenu } from './language-menu';
import { NotificationsMenu } from './notifications-menu';
import { PATIENT_PLACEHOLDER_IMAGE, ProfileMenu } from './profile-menu';
import './header.css';

interface UserInfo {
  firstName: string;
  lastName: string;
  photo: string | null;
}

/** currentUserInfo in local storage: the name and photo last shown, kept until logout. */
function readUserInfo(): UserInfo | null {
  try {
    const value = JSON.parse(readStorage(STORAGE_KEYS.currentUserInfo) ?? 'null') as Partial<UserInfo> | null;
    if (value && typeof value.firstName === 'string' && typeof value.lastName === 'string') {
      return {
        firstName: value.firstName,
        lastName: value.lastName,
        photo: typeof value.photo === 'string' ? value.photo : null,
      };
    }
  } catch {
    /* not JSON: ignored */
  }
  return null;
}

interface HeaderProps {
  settingsOpen: boolean;
  onToggleSettings: () => void;
}

/** Header: logo, sidebar toggles, notifications, language, settings and profile (SPEC.md section 2). */
export function Header({ settingsOpen, onToggleSettings }: HeaderProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { collapsed } = useLayoutSettings();
  const isPatient = user?.role === 'Patient';
  const { data: record } = usePatientHeader(isPatient);

  // Until patient/header answers, the last known name and photo (currentUserInfo) are shown.
  const [saved] = useState(readUserInfo);
  const name = record
    ? `${record.FirstName} ${record.LastName}`.trim()
    : saved
      ? `${saved.firstName} ${saved.lastName}`.trim()
      : `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  const photo = (record ? record.Attributes.PatientImageURL : saved?.photo) || PATIENT_PLACEHOLDER_IMAGE;

  useEffect(() => {
    if (record) {
      writeStorage(
        STORAGE_KEYS.currentUserInfo,
        JSON.stringify({
          firstName: record.FirstName,
          lastName: record.LastName,
          photo: record.Attributes.PatientImageURL ?? null,
        }),
      );
    }
  }, [record]);

  return (
    <header className="header">
      <div className="header__start">
        <button
          type="button"
          className="icon-btn header__menu-btn"
          aria-label={t('header.openMenu')}
          aria-controls="leftsidebar"
          onClick={() => {
            document.body.classList.toggle('overlay-open');
          }}
        >
          <Icon name="menu" />
        </button>
        <Link to={homePathFor(user)} className="header__logo" aria-label={t('header.home')}>
          <img {...{ [TENANT_LOGO_ATTRIBUTE]: '' }} alt="" height={36} />
        </Link>
        <button
          type="button"
          className="icon-btn header__collapse-btn"
          aria-label={collapsed ? t('header.expandMenu') : t('header.collapseMenu')}
          aria-pressed={collapsed}
          onClick={() => {
            layoutSettings.setCollapsed(!collapsed);
          }}
        >
          <Icon name="sidebar" />
        </button>
      </div>
      <div className="header__end">
        <NotificationsMenu enabled={isPatient} />
        <LanguageMenu />
        <button
          type="button"
          className="icon-btn settings-btn"
          aria-label={t('header.openSettings')}
          aria-expanded={settingsOpen}
          aria-controls="settings-panel"
          onClick={onToggleSettings}
        >
          <Icon name="settings" />
        </button>
        <ProfileMenu name={name || t('header.patient')} photo={photo} />
      </div>
    </header>
  );
}
