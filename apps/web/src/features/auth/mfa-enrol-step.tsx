import type { CurrentUser, TotpSetup } from '@portal/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard, FormMessage } from '../../components/auth-form/auth-card';
import { TextField } from '../../components/auth-form/text-field';
import { RecoveryCodesList } from '../../components/mfa/recovery-codes-list';
import { TotpSetupPanel } from '../../components/mfa/totp-setup-panel';
import { errorMessage } from '../../lib/http';
import { useConfirmMfaEnrolment } from './api/mfa-enrol-confirm';
import { useStartMfaEnrolment } from './api/mfa-enrol-start';

type Stage =
  | { kind: 'intro' }
  | { kind: 'scan'; setup: TotpSetup }
  | { kind: 'codes'; user: CurrentUser; recoveryCodes: string[] };

/**
 * Sign-in, second step for an account that must have a second factor and has none yet: set up an
 * authenticator app (QR code and key shown once), confirm with a first code, then keep the recovery codes.
 */
export function MfaEnrolStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (user: CurrentUser) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartMfaEnrolment();
  const confirm = useConfirmMfaEnrolment();
  const [stage, setStage] = useState<Stage>({ kind: 'intro' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // Each stage announces itself: focus on its heading.
  useEffect(() => {
    titleRef.current?.focus();
  }, [stage.kind]);

  const showSetup = () => {
    setError(null);
    start.mutate(challenge, {
      onSuccess: (setup) => {
        setStage({ kind: 'scan', setup });
      },
      onError: (e) => {
        setError(errorMessage(e, t('mfa.failed')));
      },
    });
  };

  const onConfirm = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (code.trim() === '') {
      setError(t('mfa.codeRequired'));
      codeRef.current?.focus();
      return;
    }
    setError(null);
    confirm.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: (done) => {
          setStage({ kind: 'codes', ...done });
        },
        onError: (e) => {
          setError(errorMessage(e, t('mfa.failed')));
          setCode('');
          codeRef.current?.focus();
        },
      },
    );
  };

  if (stage.kind === 'codes') {
    return (
      <AuthCard title={t('mfa.recovery.title')} titleRef={titleRef}>
        <RecoveryCodesList codes={stage.recoveryCodes} />
        <div className="af-actions">
          <button
            type="button"
            name="mfa-continue"
            className="af-button"
            onClick={() => {
              onSignedIn(stage.user);
            }}
          >
            {t('mfa.recovery.continue')}
          </button>
        </div>
      </AuthCard>
    );
  }

  if (stage.kind === 'scan') {
    return (
      <AuthCard title={t('mfa.enrol.scanTitle')} titleRef={titleRef}>
        <TotpSetupPanel setup={stage.setup} />
        <form className="af-form" noValidate onSubmit={onConfirm} aria-label={t('mfa.enrol.scanTitle')}>
          <TextField
            ref={codeRef}
            label={t('mfa.enrol.codeLabel')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={64}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
            }}
            error={error}
          />
          <div className="af-actions">
            <button type="submit" className="af-button" disabled={confirm.isPending}>
              {confirm.isPending ? t('mfa.verifying') : t('mfa.enrol.confirm')}
            </button>
          </div>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('mfa.enrol.title')} titleRef={titleRef}>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <p className="af-text">{t('mfa.enrol.intro')}</p>
      <div className="af-actions">
        <button
          type="button"
          name="mfa-start"
          className="af-button"
          onClick={showSetup}
          disabled={start.isPending}
        >
          {t('mfa.enrol.start')}
        </button>
        <button type="button" className="af-button af-button-secondary" onClick={onRestart}>
          {t('mfa.restart')}
        </button>
      </div>
    </AuthCard>
  );
}
