import { Navigate, Route, Routes } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { NotFoundPage } from '../../components/not-found/not-found-page';

/** Test flow routes (SPEC.md section 2): test and test/{serviceID}/{encounterID}. Placeholders for now. */
export default function A1cTestRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="test" replace />} />
      <Route path="test" element={<ComingSoonPage standalone titleKey="pages.a1cTest" />} />
      <Route
        path="test/:serviceID/:encounterID"
        element={<ComingSoonPage standalone titleKey="pages.a1cTest" />}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
