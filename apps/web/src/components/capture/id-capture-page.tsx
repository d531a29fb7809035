import { useNavigate, useSearchParams } from 'react-router';
import { DocumentCapture, ID_SIDES } from './document-capture';
import { decodeReturnPath } from './return-path';

/**
 * clinical-trial/capture-id: both sides of the ID, then back to the same-origin path in `ref`
 * (base64); without a valid ref, to the dashboard.
 */
export function IdCaptureReturnPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = decodeReturnPath(params.get('ref')) ?? '/patient/dashboard';
  return (
    <DocumentCapture
      titleKey="pages.captureId"
      subject="card"
      sides={ID_SIDES}
      onDone={() => void navigate(next, { replace: true })}
    />
  );
}
