import type { A1cReading } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatA1cPercent, formatWhole } from './a1c-format';
import { BAND_KEY } from './result-keys';

/**
 * The A1C reading: the value with one decimal, IFCC mmol/mol, estimated average glucose and the band
 * (READER.md), with the reminder that a home A1C monitors and does not diagnose. An error code of the
 * analyzer says what it means and to retake the test.
 */
export function A1cView({ reading }: { reading: A1cReading }) {
  const { t, i18n } = useTranslation();
  if (reading.kind === 'error') {
    return (
      <section className="test-results__panel test-results__panel--invalid" aria-labelledby="a1c-title">
        <h3 id="a1c-title">{t('testResults.a1c.title')}</h3>
        <p className="test-results__value">{t('testResults.value.invalid')}</p>
        <p>{t('testResults.a1c.error', { code: reading.displayed, meaning: reading.meaning })}</p>
        <p>
          <strong>{t('testResults.nextTitle')}</strong> {t('testResults.next.invalid')}
        </p>
      </section>
    );
  }
  const band = BAND_KEY[reading.band];
  return (
    <section className={`test-results__panel test-results__band--${band}`} aria-labelledby="a1c-title">
      <h3 id="a1c-title">{t('testResults.a1c.title')}</h3>
      <p className="test-results__value" data-testid="a1c-value">
        {t('testResults.a1c.percent', { value: formatA1cPercent(reading.percent, i18n.language) })}
      </p>
      <dl className="test-results__figures">
        <div>
          <dt>{t('testResults.a1c.ifcc')}</dt>
          <dd data-testid="a1c-ifcc">
            {t('testResults.a1c.mmolPerMol', { value: formatWhole(reading.mmolPerMol, i18n.language) })}
          </dd>
        </div>
        <div>
          <dt>{t('testResults.a1c.eag')}</dt>
          <dd data-testid="a1c-eag">
            {t('testResults.a1c.mgDl', {
              value: formatWhole(reading.estimatedAverageGlucoseMgDl, i18n.language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('testResults.a1c.range')}</dt>
          <dd data-testid="a1c-band">{t(`testResults.a1c.band.${band}`)}</dd>
        </div>
      </dl>
      <p>{t(`testResults.a1c.bandMeaning.${band}`)}</p>
      <p className="test-results__note">{t('testResults.a1c.monitors')}</p>
    </section>
  );
}
