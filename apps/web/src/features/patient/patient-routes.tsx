import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found/not-found-page';
import { BookAppointmentPage } from './book-appointment-page';
import { ConsentsPage } from './consents-page';
import { DashboardPage } from './dashboard-page';
import { HealthRecordsPage } from './health-records-page';
import { HealthServicesPage } from './health-services-page';
import { ImportHealthRecordPage } from './import-health-record-page';
import { SettingsPage } from './settings-page';
import { TestResultPage } from './test-result-page';
import { TestResultsSection } from './test-results-section';

/** patient/* (login and role Patient required; loaded lazily). */
export default function PatientRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="healthservices" element={<HealthServicesPage />} />
      <Route path="consents" element={<ConsentsPage />} />
      <Route path="allergies" element={<HealthRecordsPage kind="allergies" />} />
      <Route path="conditions" element={<HealthRecordsPage kind="conditions" />} />
      <Route path="medications" element={<HealthRecordsPage kind="medications" />} />
      <Route path="immunizations" element={<HealthRecordsPage kind="immunizations" />} />
      <Route
        path="results"
        element={
          <HealthRecordsPage kind="results">
            <TestResultsSection />
          </HealthRecordsPage>
        }
      />
      <Route path="results/:analysisID" element={<TestResultPage />} />
      <Route path="book-appointment" element={<BookAppointmentPage />} />
      <Route path="import-health-record" element={<ImportHealthRecordPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
