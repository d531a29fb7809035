import { Navigate, Route, Routes } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { NotFoundPage } from '../../components/not-found/not-found-page';

/** onboarding/* (SPEC.md section 2). The pages are placeholders until the onboarding issue fills them. */
export default function OnboardingRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="intro" replace />} />
      <Route path="intro" element={<ComingSoonPage standalone titleKey="pages.onboardingIntro" />} />
      <Route path="capture-id" element={<ComingSoonPage standalone titleKey="pages.captureId" />} />
      <Route path="capture-selfie" element={<ComingSoonPage standalone titleKey="pages.captureSelfie" />} />
      <Route
        path="capture-insurance"
        element={<ComingSoonPage standalone titleKey="pages.captureInsurance" />}
      />
      <Route
        path="import-health-record"
        element={<ComingSoonPage standalone titleKey="pages.importHealthRecord" />}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
