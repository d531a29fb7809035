import type { TotpSetup } from '@portal/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesList } from '../../components/mfa/recovery-codes-list';
import { TotpSetupPanel } from '../../components/mfa/totp-setup-panel';
import { errorMessage } from '../../lib/http';
import { useMfaStatus } from './api/get-mfa-status';
import { useDisableMfa } from './api/mfa-disable';
import { useEnableMfa } from './api/mfa-enable';
import { useSetUpMfa } from './api/mfa-setup';

type Stage = { kind: 'status' } | { kind: 'scan'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };
type Status = { kind: 'success' | 'error'; text: string } | null;

function Message({ status }: { status: Status }) {
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

/** patient/settings: two-step sign-in (TOTP), opt-in. */
export function TwoStepSection() {
  const { t } = useTranslation();
  const mfa = useMfaStatus();
  const setUp = useSetUpMfa();
  const enable = useEnableMfa();
  const disable = useDisableMfa();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // A new stage announces itself: focus on the section's heading (not on the first render).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [stage.kind]);

  const fail = (fallback: string) => (error: unknown) => {
    setStatus({ kind: 'error', text: errorMessage(error, t(fallback)) });
  };

  const startSetup = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!password) {
      setStatus({ kind: 'error', text: t('settings.passwordRequired') });
      return;
    }
    setUp.mutate(
      { currentPassword: password },
      {
        onSuccess: (setup) => {
          setPassword('');
          setStage({ kind: 'scan', setup });
        },
        onError: fail('mfa.failed'),
      },
    );
  };

  const confirm = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!code.trim()) {
      setStatus({ kind: 'error', text: t('mfa.codeRequired') });
      return;
    }
    enable.mutate(
      { code: code.trim() },
      {
        onSuccess: (codes) => {
          setCode('');
          setStage({ kind: 'codes', codes });
        },
        onError: fail('mfa.failed'),
      },
    );
  };

  const turnOff = (event: SyntheticEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!password && !code.trim()) {
      setStatus({ kind: 'error', text: t('mfa.settings.proofRequired') });
      return;
    }
    disable.mutate(password ? { currentPassword: password } : { code: code.trim() }, {
      onSuccess: () => {
        setPassword('');
        setCode('');
        setStatus({ kind: 'success', text: t('mfa.settings.turnedOff') });
      },
      onError: fail('mfa.failed'),
    });
  };

  const heading = (
    <h2 id="two-step-title" ref={titleRef} tabIndex={-1}>
      {t('mfa.settings.title')}
    </h2>
  );

  if (stage.kind === 'codes') {
    return (
      <section className="card" aria-labelledby="two-step-title">
        {heading}
        <p className="alert alert-success" role="status">
          {t('mfa.settings.turnedOn')}
        </p>
        <RecoveryCodesList codes={stage.codes} />
        <button
          type="button"
          name="mfa-done"
          className="btn btn-primary"
          onClick={() => {
            setStage({ kind: 'status' });
          }}
        >
          {t('mfa.settings.done')}
        </button>
      </section>
    );
  }

  if (stage.kind === 'scan') {
    return (
      <form className="card" onSubmit={confirm} noValidate aria-labelledby="two-step-title">
        {heading}
        <Message status={status} />
        <TotpSetupPanel setup={stage.setup} />
        <div className="form-field form-field--narrow">
          <label htmlFor="two-step-code">{t('mfa.enrol.codeLabel')}</label>
          <input
            id="two-step-code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={64}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
            }}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={enable.isPending}>
          {enable.isPending ? t('mfa.verifying') : t('mfa.enrol.confirm')}
        </button>
      </form>
    );
  }

  if (!mfa.data) {
    return (
      <section className="card" aria-labelledby="two-step-title">
        {heading}
        {mfa.error ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(mfa.error, t('mfa.failed'))}
          </p>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </section>
    );
  }

  if (!mfa.data.enabled) {
    return (
      <form className="card" onSubmit={startSetup} noValidate aria-labelledby="two-step-title">
        {heading}
        <Message status={status} />
        <p>{t('mfa.settings.offIntro')}</p>
        <div className="form-field form-field--narrow">
          <label htmlFor="two-step-password">{t('settings.currentPassword')}</label>
          <input
            id="two-step-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
            }}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={setUp.isPending}>
          {t('mfa.settings.turnOn')}
        </button>
      </form>
    );
  }

  return (
    <form className="card" onSubmit={turnOff} noValidate aria-labelledby="two-step-title">
      {heading}
      <Message status={status} />
      <p>{t('mfa.settings.onIntro', { left: mfa.data.recoveryCodesLeft })}</p>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="two-step-off-password">{t('settings.currentPassword')}</label>
          <input
            id="two-step-off-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
            }}
          />
        </div>
        <div className="form-field">
          <label htmlFor="two-step-off-code">{t('mfa.settings.orCode')}</label>
          <input
            id="two-step-off-code"
            autoComplete="one-time-code"
            maxLength={64}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
            }}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-secondary" disabled={disable.isPending}>
        {t('mfa.settings.turnOff')}
      </button>
    </form>
  );
}
