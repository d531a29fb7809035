import { useCallback, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitCodeData, TestProfile } from '@portal/contract';
import { parseKitCode } from '@portal/reader';
import { errorMessage } from '../../../lib/http';
import { getTestProfile } from '../api/get-test-profile';
import { ScannerFrame } from './scanner-frame';

interface Props {
  onAccepted: (code: string, profile: TestProfile) => void;
  onBack: () => void;
}

/** Step 2: the kit code, scanned by the framed camera page or typed in; the server checks the kit. */
export function ScanStep({ onAccepted, onBack }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  /** Scanned or typed, a code goes the same way: parsed here, then the kit checks of the profile lookup. */
  const check = useCallback(
    async (entered: string) => {
      setError(null);
      let gtin: string;
      try {
        gtin = parseKitCode(entered).GTIN;
      } catch {
        setError(t('testFlow.scan.invalid'));
        return;
      }
      setChecking(true);
      try {
        onAccepted(entered.trim(), await getTestProfile(gtin, entered.trim()));
      } catch (e) {
        setError(errorMessage(e, t('testFlow.scan.invalid')));
      } finally {
        setChecking(false);
      }
    },
    [onAccepted, t],
  );
  const onScanned = useCallback(
    (kit: KitCodeData) => {
      void check(kit.FullGS1String);
    },
    [check],
  );

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(code);
  }

  return (
    <section className="test-flow__step test-flow__scanner" aria-labelledby="scan-title">
      <h1 id="scan-title">{t('testFlow.scan.title')}</h1>
      <ScannerFrame onKit={onScanned} />
      <form onSubmit={submit} noValidate>
        <label htmlFor="kit-code">{t('testFlow.scan.manualLabel')}</label>
        <p id="kit-code-hint" className="test-flow__hint">
          {t('testFlow.scan.manualHint')}
        </p>
        <input
          id="kit-code"
          className="form-control"
          value={code}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={error ? 'kit-code-hint kit-code-error' : 'kit-code-hint'}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setCode(e.target.value);
          }}
        />
        {error ? (
          <p id="kit-code-error" role="alert" className="test-flow__error">
            {error}
          </p>
        ) : null}
        <div className="test-flow__actions">
          <button type="button" className="btn btn-secondary" onClick={onBack}>
            {t('testFlow.back')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={checking || code.trim() === ''}>
            {checking ? t('testFlow.scan.checking') : t('testFlow.scan.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
