import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { AuthCard, FormMessage } from '../../components/auth-form/auth-card';
import { normalizeEmail } from '../../lib/email';
import { HttpError } from '../../lib/http';
import { saveSignupTicket } from '../../lib/signup-ticket';
import { useVerifyEmail } from './api/verify-email';
import { verificationCode } from './verification-code';

export type VerifyState = 'verifying' | 'verified' | 'error';

/**
 * Route verify/email/:email/:token, no guard (SPEC.md sections 2, 4, 5, 8). Opening the link changes
 * nothing on the server: this screen redeems the code with a POST once it runs.
 */
export default function VerifyEmailPage() {
  const params = useParams();
  const email = normalizeEmail(params.email ?? '');
  const token = (params.token ?? '').trim();
  if (!email || !token) return <Navigate to="/" replace />;
  return <VerifyEmail key={`${email}/${token}`} email={email} token={token} />;
}

function VerifyEmail({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  // A token too short to hold a code cannot verify anything: no request, straight to the error state.
  const [state, setState] = useState<VerifyState>(() => (verificationCode(token) ? 'verifying' : 'error'));
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const started = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { mutate } = verify;

  useEffect(() => {
    // Once per link, also under StrictMode's double effects: the code is single-use.
    if (started.current) return;
    started.current = true;
    const code = verificationCode(token);
    if (!code) return;
    mutate(
      { email, code },
      {
        onSuccess: (ticket) => {
          saveSignupTicket(email, ticket);
          setState('verified');
        },
        onError: (error) => {
          setServerMessage(
            error instanceof HttpError && error.status >= 400 && error.message ? error.message : null,
          );
          setState('error');
        },
      },
    );
  }, [email, token, mutate]);

  useEffect(() => {
    if (state !== 'verifying') titleRef.current?.focus();
  }, [state]);

  const title =
    state === 'verifying'
      ? t('verifyEmail.verifying')
      : state === 'verified'
        ? t('verifyEmail.verified')
        : t('verifyEmail.title');

  return (
    <AuthCard title={title} titleRef={titleRef}>
      <div data-state={state} className="verify-email">
        {state === 'verifying' ? (
          <p className="af-text" role="status">
            <span className="af-spinner" aria-hidden="true" />
            {t('verifyEmail.verifyingText', { email })}
          </p>
        ) : null}
        {state === 'verified' ? (
          <FormMessage kind="success">{t('verifyEmail.verifiedText', { email })}</FormMessage>
        ) : null}
        {state === 'error' ? (
          <FormMessage kind="error">
            <p className="af-text">{t('verifyEmail.notVerified')}</p>
            {serverMessage ? <p className="af-hint">{serverMessage}</p> : null}
          </FormMessage>
        ) : null}
        {state !== 'verifying' ? (
          <div className="af-actions">
            <Link className="af-button af-button-secondary" to="/authentication/register">
              {t('verifyEmail.back')}
            </Link>
            {state === 'verified' ? (
              <Link className="af-button" to={`/authentication/signup/${encodeURIComponent(email)}`}>
                {t('verifyEmail.continue')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </AuthCard>
  );
}
