import { Navigate, Route, Routes } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { NotFoundPage } from '../../components/not-found/not-found-page';
import { CaptureIdPage, CaptureInsurancePage, CaptureSelfiePage } from './capture-pages';
import { IntroPage } from './intro-page';

/** onboarding/* (SPEC.md section 2). */
export default function OnboardingRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="intro" replace />} />
      <Route path="intro" element={<IntroPage />} />
      <Route path="capture-id" element={<CaptureIdPage />} />
      <Route path="capture-selfie" element={<CaptureSelfiePage />} />
      <Route path="capture-insurance" element={<CaptureInsurancePage />} />
      <Route
        path="import-health-record"
        element={<ComingSoonPage standalone titleKey="pages.importHealthRecord" />}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
