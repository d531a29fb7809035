import type { CurrentUser, MfaChallenge } from '@portal/contract';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard, FormMessage } from '../../components/auth-form/auth-card';
import { PasswordField } from '../../components/auth-form/password-field';
import { TextField } from '../../components/auth-form/text-field';
import { homePathFor, setCurrentUser } from '../../lib/current-user';
import { emailError, normalizeEmail } from '../../lib/email';
import { errorMessage } from '../../lib/http';
import { useSignIn } from './api/sign-in';
import { MfaStep } from './mfa-step';

export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const finish = (user: CurrentUser) => {
    setCurrentUser(user);
    void navigate(homePathFor(user), { replace: true });
  };

  if (challenge) {
    return (
      <MfaStep
        challenge={challenge}
        onSignedIn={finish}
        onRestart={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const next = {
      email: emailError(email),
      password: password.length === 0 ? 'auth.validation.passwordRequired' : null,
    };
    setErrors(next);
    setFailure(null);
    if (next.email) {
      emailRef.current?.focus();
      return;
    }
    if (next.password) {
      passwordRef.current?.focus();
      return;
    }
    signIn.mutate(
      { email: normalizeEmail(email), password },
      {
        onSuccess: (result) => {
          if ('challenge' in result) setChallenge(result);
          else finish(result);
        },
        onError: (error) => {
          setFailure(errorMessage(error, t('auth.signIn.failed')));
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.signIn.title')}>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <form className="af-form" noValidate onSubmit={onSubmit} aria-label={t('auth.signIn.title')}>
        <TextField
          ref={emailRef}
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
          }}
          error={errors.email ? t(errors.email) : null}
        />
        <PasswordField
          ref={passwordRef}
          label={t('auth.fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password ? t(errors.password) : null}
        />
        <div className="af-actions">
          <button type="submit" className="af-button" disabled={signIn.isPending}>
            {signIn.isPending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
          </button>
        </div>
      </form>
      <nav className="af-links" aria-label={t('auth.links.label')}>
        <Link className="af-link" to="/authentication/forgot-password">
          {t('auth.links.forgotPassword')}
        </Link>
        <Link className="af-link" to="/authentication/register">
          {t('auth.links.register')}
        </Link>
      </nav>
    </AuthCard>
  );
}
