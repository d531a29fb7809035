import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icon';
import type { FlowConfig } from './flow-config';
import { headerCount, isHeaderShown, isProgressShown, type Step } from './test-steps';

interface Props {
  config: FlowConfig;
  step: Step;
  onBack: () => void;
  onCancel: () => void;
}

/** The test's own header: back, help on step 1, cancel on later steps, the count and progress bar. */
export function TestHeader({ config, step, onBack, onCancel }: Props) {
  const { t } = useTranslation();
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  if (step === 1) {
    // The header is hidden on step 1; its back and help buttons stay.
    return (
      <div className="test-flow__topbar">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {t('testFlow.back')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={helpOpen}
          aria-controls={helpId}
          onClick={() => {
            setHelpOpen((open) => !open);
          }}
        >
          {t('testFlow.help')}
        </button>
        <p id={helpId} className="test-flow__help" hidden={!helpOpen}>
          {t('testFlow.helpText')}
        </p>
      </div>
    );
  }
  if (!isHeaderShown(step)) return null;
  const count = headerCount(config.kind, step);
  return (
    <header className="test-flow__header" data-testid="test-header">
      <div className="test-flow__header-row">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          <Icon name="chevron" className="test-flow__back-icon" />
          {t('testFlow.back')}
        </button>
        <h1 className="test-flow__title">{t(config.titleKey)}</h1>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('testFlow.cancel')}
        </button>
      </div>
      {isProgressShown(step) ? (
        <div className="test-flow__progress">
          <span id="test-flow-progress">{t('testFlow.count', count)}</span>
          <progress aria-labelledby="test-flow-progress" max={count.total} value={count.current} />
        </div>
      ) : null}
    </header>
  );
}
