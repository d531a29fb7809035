import { useNavigate } from 'react-router';
import {
  DocumentCapture,
  ID_SIDES,
  INSURANCE_SIDES,
  SELFIE_SIDES,
} from '../../components/capture/document-capture';

// After a capture the intro shows what is left (or goes to the dashboard when nothing is).
const useBackToIntro = () => {
  const navigate = useNavigate();
  return () => void navigate('/onboarding/intro', { replace: true });
};

/** onboarding/capture-selfie: the front camera, an oval guide. */
export function CaptureSelfiePage() {
  return (
    <DocumentCapture
      titleKey="pages.captureSelfie"
      subject="face"
      sides={SELFIE_SIDES}
      onDone={useBackToIntro()}
    />
  );
}

/** onboarding/capture-insurance: front, then back of the card. */
export function CaptureInsurancePage() {
  return (
    <DocumentCapture
      titleKey="pages.captureInsurance"
      subject="card"
      sides={INSURANCE_SIDES}
      onDone={useBackToIntro()}
    />
  );
}

/** onboarding/capture-id: front, then back of the ID. */
export function CaptureIdPage() {
  return (
    <DocumentCapture titleKey="pages.captureId" subject="card" sides={ID_SIDES} onDone={useBackToIntro()} />
  );
}
