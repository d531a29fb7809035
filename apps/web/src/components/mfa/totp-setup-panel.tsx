import type { TotpSetup } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import './mfa.css';

/** The new secret as a QR code and as a key to type: shown once, never fetched again. */
export function TotpSetupPanel({ setup }: { setup: TotpSetup }) {
  const { t } = useTranslation();
  return (
    <div className="mfa-setup">
      <p className="mfa-text">{t('mfa.setup.scan')}</p>
      <img className="mfa-qr" src={setup.qrCode} alt={t('mfa.setup.qrAlt')} width={240} height={240} />
      <p className="mfa-text">
        {t('mfa.setup.manual')} <code className="mfa-key">{setup.manualKey}</code>
      </p>
    </div>
  );
}
