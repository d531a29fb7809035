import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AuthCard, FormMessage } from '../../components/auth-form/auth-card';
import { PasswordField } from '../../components/auth-form/password-field';
import { TextField } from '../../components/auth-form/text-field';
import { homePathFor, setCurrentUser } from '../../lib/current-user';
import { normalizeEmail } from '../../lib/email';
import { errorMessage } from '../../lib/http';
import { passwordRequiredError } from '../../lib/password-rules';
import { clearSignupTicket, readSignupTicket } from '../../lib/signup-ticket';
import { useSignUp } from './api/sign-up';
import { birthDateError } from '../../lib/dates';

type Field = 'firstName' | 'lastName' | 'birthDate' | 'password';

/** Route authentication/signup/:email: completes sign-up with the ticket that e-mail verification left. */
export default function SignUpPage() {
  const params = useParams();
  const email = normalizeEmail(params.email ?? '');
  if (!email) return <Navigate to="/authentication/register" replace />;
  return <SignUp key={email} email={email} />;
}

function SignUp({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [ticket] = useState(() => readSignupTicket(email));
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    birthDate: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const birthDateRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (!ticket) {
    return (
      <AuthCard title={t('auth.signUp.title')}>
        <FormMessage kind="error">{t('auth.signUp.noTicket')}</FormMessage>
        <nav className="af-links" aria-label={t('auth.links.label')}>
          <Link className="af-link" to="/authentication/register">
            {t('auth.links.register')}
          </Link>
          <Link className="af-link" to="/authentication/signin">
            {t('auth.links.signIn')}
          </Link>
        </nav>
      </AuthCard>
    );
  }

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const next: Record<Field, string | null> = {
      firstName: values.firstName.trim() ? null : 'auth.validation.firstNameRequired',
      lastName: values.lastName.trim() ? null : 'auth.validation.lastNameRequired',
      birthDate: birthDateError(values.birthDate),
      password: passwordRequiredError(values.password),
    };
    setErrors(next);
    setFailure(null);
    const first = (Object.keys(next) as Field[]).find((field) => next[field]);
    if (first) {
      const refs = {
        firstName: firstNameRef,
        lastName: lastNameRef,
        birthDate: birthDateRef,
        password: passwordRef,
      };
      refs[first].current?.focus();
      return;
    }
    signUp.mutate(
      {
        email,
        signupTicket: ticket,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        birthDate: values.birthDate.trim(),
        password: values.password,
      },
      {
        onSuccess: (user) => {
          clearSignupTicket();
          setCurrentUser(user);
          void navigate(homePathFor(user), { replace: true });
        },
        onError: (error) => {
          setFailure(errorMessage(error, t('auth.requestFailed')));
        },
      },
    );
  };

  const err = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  return (
    <AuthCard title={t('auth.signUp.title')}>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <form className="af-form" noValidate onSubmit={onSubmit} aria-label={t('auth.signUp.title')}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          value={email}
          readOnly
          autoComplete="username"
        />
        <TextField
          ref={firstNameRef}
          label={t('auth.fields.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => {
            set('firstName')(e.target.value);
          }}
          error={err('firstName')}
        />
        <TextField
          ref={lastNameRef}
          label={t('auth.fields.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => {
            set('lastName')(e.target.value);
          }}
          error={err('lastName')}
        />
        <TextField
          ref={birthDateRef}
          label={t('auth.fields.birthDate')}
          name="birthDate"
          autoComplete="bday"
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          hint={t('auth.fields.birthDateHint')}
          value={values.birthDate}
          onChange={(e) => {
            set('birthDate')(e.target.value);
          }}
          error={err('birthDate')}
        />
        <PasswordField
          ref={passwordRef}
          label={t('auth.fields.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={set('password')}
          error={err('password')}
          checklist
          userInputs={[email, values.firstName, values.lastName].filter(Boolean)}
        />
        <div className="af-actions">
          <button type="submit" className="af-button" disabled={signUp.isPending}>
            {signUp.isPending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
          </button>
        </div>
      </form>
      <nav className="af-links" aria-label={t('auth.links.label')}>
        <Link className="af-link" to="/authentication/signin">
          {t('auth.links.signIn')}
        </Link>
      </nav>
    </AuthCard>
  );
}
