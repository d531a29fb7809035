import type { Profile } from '@portal/contract';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/contract-constants';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../lib/i18n';
import { PasswordField } from '../../components/auth-form/password-field';
import { birthDateError } from '../../lib/dates';
import { errorMessage } from '../../lib/http';
import { useChangePassword } from './api/change-password';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { TwoStepSection } from './two-step-section';
import './patient.css';

type Status = { kind: 'success' | 'error'; text: string } | null;
type FormName = 'profile' | 'password';

/**
 * One message for the whole page: the latest action's. Any later action (typing, choosing, sending
 * either form) replaces or clears it, so "Your profile has been saved." never outlives what it reported.
 */
interface PageStatus {
  status: Status;
  setStatus: (status: Status) => void;
}

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

function ProfileForm({ profile, status, setStatus }: { profile: Profile } & PageStatus) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [birthDate, setBirthDate] = useState(profile.birthDate ?? '');
  // One source with the header's language menu: the language the portal shows.
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : profile.language;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!firstName.trim() || !lastName.trim()) {
      setStatus({ kind: 'error', text: t('settings.nameRequired') });
      return;
    }
    const dateError = birthDateError(birthDate);
    if (dateError) {
      setStatus({ kind: 'error', text: t(dateError) });
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
    <form
      className="card"
      onSubmit={submit}
      onChange={() => {
        setStatus(null);
      }}
      noValidate
      aria-labelledby="profile-title"
    >
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
            if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
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

function PasswordForm({ email, status, setStatus }: { email: string } & PageStatus) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const userInputs = useMemo(() => (email ? [email, email.split('@')[0] ?? ''] : []), [email]);

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
    <form
      className="card"
      onSubmit={submit}
      onChange={() => {
        setStatus(null);
      }}
      noValidate
      aria-labelledby="password-title"
    >
      <h2 id="password-title">{t('settings.changePassword')}</h2>
      <StatusMessage status={status} />
      {/* For password managers: the account the password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('settings.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
      />
      <PasswordField
        label={t('settings.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNewPassword}
        checklist
        userInputs={userInputs}
      />
      <PasswordField
        label={t('settings.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
      />
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
  const [pageStatus, setPageStatus] = useState<{ form: FormName; status: Status }>({
    form: 'profile',
    status: null,
  });
  const statusOf = (form: FormName): PageStatus => ({
    status: pageStatus.form === form ? pageStatus.status : null,
    setStatus: (status) => {
      setPageStatus({ form, status });
    },
  });
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
      {profile ? <ProfileForm profile={profile} {...statusOf('profile')} /> : null}
      <PasswordForm email={profile?.email ?? ''} {...statusOf('password')} />
      <TwoStepSection />
    </section>
  );
}
