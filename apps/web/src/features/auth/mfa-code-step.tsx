import type { CurrentUser } from '@portal/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-form/auth-card';
import { TextField } from '../../components/auth-form/text-field';
import { errorMessage } from '../../lib/http';
import { useVerifyMfaCode } from './api/mfa-verify';

/** Sign-in, second step: a code from the authenticator app, or a recovery code. */
export function MfaCodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (user: CurrentUser) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyMfaCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (code.trim() === '') {
      setError(t('mfa.codeRequired'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    verify.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (e) => {
          setError(errorMessage(e, t('mfa.failed')));
          setCode('');
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <AuthCard title={t('mfa.code.title')}>
      <p className="af-text">{t('mfa.code.intro')}</p>
      <form className="af-form" noValidate onSubmit={onSubmit} aria-label={t('mfa.code.title')}>
        <TextField
          ref={inputRef}
          label={t('mfa.code.label')}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          hint={t('mfa.code.hint')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
          }}
          error={error}
        />
        <div className="af-actions">
          <button type="submit" className="af-button" disabled={verify.isPending}>
            {verify.isPending ? t('mfa.verifying') : t('mfa.code.submit')}
          </button>
          <button type="button" className="af-button af-button-secondary" onClick={onRestart}>
            {t('mfa.restart')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
