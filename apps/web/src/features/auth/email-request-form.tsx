import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, FormMessage } from '../../components/auth-form/auth-card';
import { TextField } from '../../components/auth-form/text-field';
import { emailError, normalizeEmail } from '../../lib/email';
import { errorMessage } from '../../lib/http';

interface EmailRequestFormProps {
  /** Translation key prefix: `${prefix}.title`, `.intro`, `.submit`, `.submitting`, `.sent`. */
  prefix: 'auth.register' | 'auth.forgotPassword';
  pending: boolean;
  send: (email: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * Register and forgot password: one e-mail field, then a neutral "check your inbox" answer that does not
 * reveal whether the e-mail has an account.
 */
export function EmailRequestForm({ prefix, pending, send }: EmailRequestFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const invalid = emailError(email);
    setError(invalid);
    setFailure(null);
    if (invalid) {
      emailRef.current?.focus();
      return;
    }
    const normalized = normalizeEmail(email);
    send(normalized, {
      onSuccess: () => {
        setSentTo(normalized);
      },
      onError: (err) => {
        setFailure(errorMessage(err, t('auth.requestFailed')));
      },
    });
  };

  return (
    <AuthCard title={t(`${prefix}.title`)}>
      {sentTo ? (
        <FormMessage kind="success">
          <span data-testid="email-sent">{t(`${prefix}.sent`, { email: sentTo })}</span>
        </FormMessage>
      ) : (
        <>
          {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
          <p className="af-text">{t(`${prefix}.intro`)}</p>
          <form className="af-form" noValidate onSubmit={onSubmit} aria-label={t(`${prefix}.title`)}>
            <TextField
              ref={emailRef}
              label={t('auth.fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
              }}
              error={error ? t(error) : null}
            />
            <div className="af-actions">
              <button type="submit" className="af-button" disabled={pending}>
                {pending ? t(`${prefix}.submitting`) : t(`${prefix}.submit`)}
              </button>
            </div>
          </form>
        </>
      )}
      <nav className="af-links" aria-label={t('auth.links.label')}>
        <Link className="af-link" to="/authentication/signin">
          {t('auth.links.signIn')}
        </Link>
        {prefix === 'auth.register' ? (
          <Link className="af-link" to="/authentication/forgot-password">
            {t('auth.links.forgotPassword')}
          </Link>
        ) : (
          <Link className="af-link" to="/authentication/register">
            {t('auth.links.register')}
          </Link>
        )}
      </nav>
    </AuthCard>
  );
}
