import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestProfile } from '@portal/contract';
import { parseKitCode } from '@portal/reader';
import { errorMessage } from '../../../lib/http';
import { getTestProfile } from '../api/get-test-profile';

interface Props {
  onAccepted: (code: string, profile: TestProfile) => void;
  onBack: () => void;
}

/** Step 2: the kit code, typed in (manual entry); the server checks the kit before step 3. */
export function ScanStep({ onAccepted, onBack }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    let gtin: string;
    try {
      gtin = parseKitCode(code).GTIN;
    } catch {
      setError(t('testFlow.scan.invalid'));
      return;
    }
    setChecking(true);
    try {
      onAccepted(code.trim(), await getTestProfile(gtin, code.trim()));
    } catch (e) {
      setError(errorMessage(e, t('testFlow.scan.invalid')));
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className="test-flow__step test-flow__scanner" aria-labelledby="scan-title">
      <h1 id="scan-title">{t('testFlow.scan.title')}</h1>
      <form onSubmit={(e) => void submit(e)} noValidate>
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
