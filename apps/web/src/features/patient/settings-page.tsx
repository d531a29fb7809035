import type { Profile } from '@portal/contract';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/contract-constants';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../lib/i18n';
import { errorMessage } from '../../lib/http';
import { useChangePassword } from './api/change-password';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { TwoStepSection } from './two-step-section';
import './patient.css';

type Status = { kind: 'success' | 'error'; text: string } | null;

function StatusMessage({ status }: { status: Status }) {
  if (!status) return null;
  return (
    <p
      className={status.kind === 'success' ? 'alert alert-success' : 'alert alert-error'}
      role={status.kind === 'error' ? 'alert' : 'status'}
    >
      {status.text}
    </p>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [birthDate, setBirthDate] = useState(profile.birthDate ?? '');
  const [language, setLanguage] = useState<Language>(profile.language);
  const [status, setStatus] = useState<Status>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!firstName.trim() || !lastName.trim()) {
      setStatus({ kind: 'error', text: t('settings.nameRequired') });
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) {
      setStatus({ kind: 'error', text: t('settings.birthDateInvalid') });
      return;
    }
    update.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), birthDate, language },
      {
        onSuccess: (saved) => {
          setStatus({ kind: 'success', text: t('settings.profileSaved') });
          void changeLanguage(saved.language);
        },
        onError: (error) => {
          setStatus({ kind: 'error', text: errorMessage(error, t('settings.profileFailed')) });
        },
      },
    );
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{t('settings.profile')}</h2>
      <StatusMessage status={status} />
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="profile-first-name">{t('settings.firstName')}</label>
          <input
            id="profile-first-name"
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(e) => {
              setFirstName(e.target.value);
            }}
          />
        </div>
        <div className="form-field">
          <label htmlFor="profile-last-name">{t('settings.lastName')}</label>
          <input
            id="profile-last-name"
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(e) => {
              setLastName(e.target.value);
            }}
          />
        </div>
      </div>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="profile-birth-date">{t('settings.birthDate')}</label>
          <input
            id="profile-birth-date"
            type="text"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            pattern="\d{4}-\d{2}-\d{2}"
            maxLength={10}
            autoComplete="bday"
            required
            value={birthDate}
            aria-describedby="profile-birth-date-hint"
            onChange={(e) => {
              setBirthDate(e.target.value);
            }}
          />
          <span id="profile-birth-date-hint" className="hint">
            {t('settings.dateFormat')}
          </span>
        </div>
        <div className="form-field">
          <label htmlFor="profile-email">{t('settings.email')}</label>
          <input id="profile-email" type="email" readOnly value={profile.email} />
        </div>
      </div>
      <div className="form-field form-field--narrow">
        <label htmlFor="profile-language">{t('settings.language')}</label>
        <select
          id="profile-language"
          value={language}
          onChange={(e) => {
            if (isLanguage(e.target.value)) setLanguage(e.target.value);
          }}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {update.isPending ? t('settings.saving') : t('settings.saveProfile')}
      </button>
    </form>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<Status>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!currentPassword || !newPassword) {
      setStatus({ kind: 'error', text: t('settings.passwordRequired') });
      return;
    }
    if (newPassword !== confirm) {
      setStatus({ kind: 'error', text: t('settings.passwordMismatch') });
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (ok) => {
          if (ok) {
            setStatus({ kind: 'success', text: t('settings.passwordChanged') });
            setCurrentPassword('');
            setNewPassword('');
            setConfirm('');
          } else {
            setStatus({ kind: 'error', text: t('settings.passwordFailed') });
          }
        },
        onError: (error) => {
          setStatus({ kind: 'error', text: errorMessage(error, t('settings.passwordFailed')) });
        },
      },
    );
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('settings.changePassword')}</h2>
      <StatusMessage status={status} />
      {/* For password managers: the account the password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="form-field">
        <label htmlFor="current-password">{t('settings.currentPassword')}</label>
        <input
          id="current-password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => {
            setCurrentPassword(e.target.value);
          }}
        />
      </div>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="new-password">{t('settings.newPassword')}</label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            aria-describedby="new-password-hint"
            value={newPassword}
            onChange={(e) => {
              setNewPassword(e.target.value);
            }}
          />
          <span id="new-password-hint" className="hint">
            {t('settings.passwordHint')}
          </span>
        </div>
        <div className="form-field">
          <label htmlFor="confirm-password">{t('settings.confirmPassword')}</label>
          <input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
            }}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? t('settings.saving') : t('settings.updatePassword')}
      </button>
    </form>
  );
}

/** patient/settings: profile, language, password change and two-step sign-in. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: profile, error, isPending } = useProfile();
  return (
    <section className="page settings-page" aria-labelledby="settings-title">
      <h1 id="settings-title" className="page__title">
        {t('settings.title')}
      </h1>
      {isPending ? <p role="status">{t('common.loading')}</p> : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error, t('settings.profileLoadFailed'))}
        </p>
      ) : null}
      {profile ? <ProfileForm profile={profile} /> : null}
      <PasswordForm email={profile?.email ?? ''} />
      <TwoStepSection />
    </section>
  );
}
