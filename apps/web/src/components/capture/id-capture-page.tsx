import { useNavigate, useSearchParams } from 'react-router';
import { getCurrentUser, setCurrentUser } from '../../lib/current-user';
import { DocumentCapture, ID_SIDES } from './document-capture';
import { decodeReturnPath } from './return-path';

interface Props {
  /** Return paths named relative to the area (SPEC.md's `/consent`), by the full path they stand for. */
  aliases?: Readonly<Record<string, string>>;
}

/**
 * clinical-trial/capture-id: both sides of the ID, then back to the same-origin path in `ref`
 * (base64); without a valid ref, to the dashboard. With both sides stored, the ID card is on file.
 */
export function IdCaptureReturnPage({ aliases = {} }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const path = decodeReturnPath(params.get('ref'));
  const next = path === null ? '/patient/dashboard' : (aliases[path] ?? path);
  return (
    <DocumentCapture
      titleKey="pages.captureId"
      subject="card"
      sides={ID_SIDES}
      onDone={() => {
        const user = getCurrentUser();
        if (user && !user.hasIDCard) setCurrentUser({ ...user, hasIDCard: true });
        void navigate(next, { replace: true });
      }}
    />
  );
}
