import { useTranslation } from 'react-i18next';
import type { HealthRecord } from '@portal/contract';

/**
 * A record from a signed source says whether its signature was verified (and by which trusted issuer) or
 * not; an unverified one is never shown as verified. Unsigned sources show nothing.
 */
export function RecordVerification({ record }: { record: HealthRecord }) {
  const { t } = useTranslation();
  if (record.Verified === null) return null;
  return record.Verified ? (
    <span className="records__badge records__badge--verified">
      {t('healthImport.verifiedBy', { issuer: record.VerifiedIssuer ?? '' })}
    </span>
  ) : (
    <span className="records__badge records__badge--unverified">{t('healthImport.unverified')}</span>
  );
}
