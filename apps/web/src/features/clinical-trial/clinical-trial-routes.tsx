import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found/not-found-page';
import { IdCaptureReturnPage } from '../../components/capture/id-capture-page';
import { CONSENT_PATH, CONSENT_RETURN_PATH } from './consent-navigation';
import { ConsentPage } from './consent-page';
import { FinishStudyPage } from './finish-study-page';
import { ResearchStudyPage } from './research-study-page';

const RETURN_ALIASES = { [CONSENT_RETURN_PATH]: CONSENT_PATH } as const;

/** clinical-trial/* (SPEC.md section 2). capture-id is the shared ID capture, returning to its ref. */
export default function ClinicalTrialRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="research-study" replace />} />
      <Route path="research-study" element={<ResearchStudyPage />} />
      <Route path="consent" element={<ConsentPage />} />
      <Route path="capture-id" element={<IdCaptureReturnPage aliases={RETURN_ALIASES} />} />
      <Route path="finish-study" element={<FinishStudyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
