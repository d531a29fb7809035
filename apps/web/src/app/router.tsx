import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth, SIGN_IN_PATH } from './require-auth';
import { Root } from './root';
import { AuthLayout } from '../layouts/auth-layout';
import { OnboardingLayout } from '../layouts/onboarding-layout';
import { ClinicalTrialLayout } from '../layouts/clinical-trial-layout';
import { NotFoundPage } from '../components/not-found/not-found-page';

// Every area is its own chunk: a first visit downloads only what its route needs. Declarative routes
// (not the data router) keep about 19 kB of gzip JavaScript out of the first page.
const AuthRoutes = lazy(() => import('../features/auth/auth-routes'));
const VerifyEmailPage = lazy(() => import('../features/verify-email/verify-email-page'));
const NewPasswordPage = lazy(() => import('../features/new-password/new-password-page'));
const MainLayout = lazy(() => import('../layouts/main-layout/main-layout'));
const PatientRoutes = lazy(() => import('../features/patient/patient-routes'));
const OrderTestPage = lazy(() => import('../features/patient/order-test-page'));
const TelehealthPage = lazy(() => import('../features/patient/telehealth-page'));
const OnboardingRoutes = lazy(() => import('../features/onboarding/onboarding-routes'));
const ClinicalTrialRoutes = lazy(() => import('../features/clinical-trial/clinical-trial-routes'));
const RapidTestRoutes = lazy(() => import('../features/rapid-test/rapid-test-routes'));
const A1cTestRoutes = lazy(() => import('../features/a1c-test/a1c-test-routes'));

const patientOnly = ['Patient'] as const;

/** The route table (SPEC.md section 2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        {/* Sign-in area and the two open e-mail link screens: bare auth layout, no login guard. */}
        <Route element={<AuthLayout />}>
          <Route path="authentication/*" element={<AuthRoutes />} />
          <Route path="verify/email/:email/:token" element={<VerifyEmailPage />} />
          <Route path="resetpassword/email/:email/:token" element={<NewPasswordPage />} />
          {/* A link with an empty e-mail or token goes to the site root. */}
          <Route path="verify/email/*" element={<Navigate to="/" replace />} />
          <Route path="resetpassword/email/*" element={<Navigate to="/" replace />} />
        </Route>

        {/* Root, login required: main layout (header, sidebar, settings panel, content, footer). */}
        <Route element={<RequireAuth />}>
          <Route element={<MainLayout />}>
            <Route index element={<Navigate to={SIGN_IN_PATH} replace />} />
            <Route element={<RequireAuth roles={patientOnly} />}>
              <Route path="patient/*" element={<PatientRoutes />} />
              <Route path="order-test/:serviceID/:encounterID" element={<OrderTestPage />} />
              <Route path="telehealth/:serviceID/:encounterID" element={<TelehealthPage />} />
            </Route>
          </Route>
        </Route>

        <Route element={<RequireAuth roles={patientOnly} />}>
          <Route element={<OnboardingLayout />}>
            <Route path="onboarding/*" element={<OnboardingRoutes />} />
          </Route>
          <Route element={<ClinicalTrialLayout />}>
            <Route path="clinical-trial/*" element={<ClinicalTrialRoutes />} />
          </Route>
          <Route path="rapidtest/*" element={<RapidTestRoutes />} />
          <Route path="a1ctest/*" element={<A1cTestRoutes />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
