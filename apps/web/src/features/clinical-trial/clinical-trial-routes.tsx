import { Navigate, Route, Routes } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { NotFoundPage } from '../../components/not-found/not-found-page';
import { IdCaptureReturnPage } from '../../components/capture/id-capture-page';

/** clinical-trial/* (SPEC.md section 2). Placeholders until the research-study issue fills them. */
export default function ClinicalTrialRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="research-study" replace />} />
      <Route path="research-study" element={<ComingSoonPage standalone titleKey="pages.researchStudy" />} />
      <Route path="consent" element={<ComingSoonPage standalone titleKey="pages.consent" />} />
      <Route path="capture-id" element={<IdCaptureReturnPage />} />
      <Route path="finish-study" element={<ComingSoonPage standalone titleKey="pages.finishStudy" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
