import type { SyntheticEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AuthCard, FormMessage } from '../../components/auth-form/auth-card';
import { PasswordField } from '../../components/auth-form/password-field';
import { TextField } from '../../components/auth-form/text-field';
import { API_ERROR_CODES } from '../../lib/contract-constants';
import { normalizeEmail } from '../../lib/email';
import { HttpError } from '../../lib/http';
import { passwordRequiredError } from '../../lib/password-rules';
import { useSetPassword } from './api/set-password';

/** Route resetpassword/email/:email/:token, no guard (SPEC.md sections 2, 4, 5, 8). */
export default function NewPasswordPage() {
  const params = useParams();
  const email = normalizeEmail(params.email ?? '');
  const token = (params.token ?? '').trim();
  if (!email || !token) return <Navigate to="/" replace />;
  return <NewPassword key={`${email}/${token}`} email={email} token={token} />;
}

function NewPassword({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const [step, setStep] = useState<0 | 1>(0);
  const [password, setPasswordValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The server's message when the link itself is invalid, expired or used: the form is of no use then. */
  const [linkError, setLinkError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const userInputs = useMemo(() => [email, email.split('@')[0] ?? ''], [email]);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step === 1 || linkError) titleRef.current?.focus();
  }, [step, linkError]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (setPassword.isPending) return;
    const required = passwordRequiredError(password);
    setFieldError(required);
    setFailure(null);
    if (required) {
      passwordRef.current?.focus();
      return;
    }
    setPassword.mutate(
      { token, email, password },
      {
        onSuccess: (done) => {
          if (done) setStep(1);
          else setFailure(t('newPassword.error'));
        },
        onError: (error) => {
          if (error instanceof HttpError && error.code === API_ERROR_CODES.resetLinkInvalid) {
            setLinkError(error.message || t('newPassword.error'));
            return;
          }
          // The server's message for a refused request; otherwise (network, unexpected answer) the spec's text.
          setFailure(
            error instanceof HttpError && error.status >= 400 && error.message
              ? error.message
              : t('newPassword.error'),
          );
        },
      },
    );
  };

  if (step === 1) {
    return (
      <AuthCard title={t('newPassword.done')} titleRef={titleRef}>
        <div className="af-actions" data-step="1">
          <button
            type="button"
            className="af-button"
            onClick={() => {
              void navigate('/patient/signin');
            }}
          >
            {t('newPassword.ok')}
          </button>
        </div>
      </AuthCard>
    );
  }

  if (linkError) {
    return (
      <AuthCard title={t('newPassword.linkInvalidTitle')} titleRef={titleRef}>
        <FormMessage kind="error">
          <span data-testid="new-password-failure">{linkError}</span>
        </FormMessage>
        <nav className="af-links" aria-label={t('auth.links.label')}>
          <Link className="af-link" to="/authentication/forgot-password">
            {t('newPassword.askNewLink')}
          </Link>
        </nav>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('newPassword.title')} titleRef={titleRef}>
      {failure ? (
        <FormMessage kind="error">
          <span data-testid="new-password-failure">{failure}</span>
        </FormMessage>
      ) : null}
      <form className="af-form" noValidate onSubmit={onSubmit} data-step="0">
        <TextField
          label={t('newPassword.email')}
          type="email"
          value={email}
          readOnly
          autoComplete="username"
        />
        <PasswordField
          ref={passwordRef}
          label={t('newPassword.password')}
          value={password}
          onValueChange={(value) => {
            setPasswordValue(value);
            if (value) setFieldError(null);
          }}
          error={fieldError ? t(fieldError) : null}
          checklist
          userInputs={userInputs}
          autoComplete="new-password"
        />
        <div className="af-actions">
          <button type="submit" className="af-button" disabled={setPassword.isPending}>
            {setPassword.isPending ? t('newPassword.submitting') : t('newPassword.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
