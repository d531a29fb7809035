import { Navigate, Route, Routes } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { NotFoundPage } from '../../components/not-found/not-found-page';
import { DashboardPage } from './dashboard-page';
import { HealthServicesPage } from './health-services-page';
import { SettingsPage } from './settings-page';

/** patient/* (login and role Patient required; loaded lazily). */
export default function PatientRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="healthservices" element={<HealthServicesPage />} />
      <Route path="allergies" element={<ComingSoonPage titleKey="pages.allergies" />} />
      <Route path="book-appointment" element={<ComingSoonPage titleKey="pages.bookAppointment" />} />
      <Route path="import-health-record" element={<ComingSoonPage titleKey="pages.importHealthRecord" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
