import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth, SIGN_IN_PATH } from './require-auth';
import { Root } from './root';
import { AuthLayout } from '../layouts/auth-layout';
import { OnboardingLayout } from '../layouts/onboarding-layout';
import { ClinicalTrialLayout } from '../layouts/clinical-trial-layout';
import { NotFoundPage } from '../components/not-found/not-found-page';
import { lazyArea } from './lazy-area';

// Every area is its own chunk: a first visit downloads only what its route needs. Declarative routes
// (not the data router) keep about 19 kB of gzip JavaScript out of the first page.
const AuthRoutes = lazyArea(() => import('../features/auth/auth-routes'));
const VerifyEmailPage = lazyArea(() => import('../features/verify-email/verify-email-page'));
const NewPasswordPage = lazyArea(() => import('../features/new-password/new-password-page'));
const MainLayout = lazyArea(() => import('../layouts/main-layout/main-layout'));
const PatientRoutes = lazyArea(() => import('../features/patient/patient-routes'));
const OrderTestPage = lazyArea(() => import('../features/order-test/order-test-page'));
const TelehealthPage = lazyArea(() => import('../features/patient/telehealth-page'));
const OnboardingRoutes = lazyArea(() => import('../features/onboarding/onboarding-routes'));
const ClinicalTrialRoutes = lazyArea(() => import('../features/clinical-trial/clinical-trial-routes'));
const RapidTestRoutes = lazyArea(() => import('../features/rapid-test/rapid-test-routes'));
const A1cTestRoutes = lazyArea(() => import('../features/a1c-test/a1c-test-routes'));
const StaffHomePage = lazyArea(() => import('../features/staff/staff-home-page'));

/**
 * Loads the areas the first page needs while the start-up requests run, so the first render does not
 * suspend (React holds a revealed Suspense boundary back for up to 300 ms).
 */
export function preloadRoute(pathname: string, signedIn: boolean): Promise<unknown> {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const loads: Promise<unknown>[] = [];
  if (under('/verify/email')) loads.push(VerifyEmailPage.preload());
  else if (under('/resetpassword/email')) loads.push(NewPasswordPage.preload());
  else if (under('/authentication') || (!signedIn && pathname !== '/' && isGuarded(pathname)))
    loads.push(AuthRoutes.preload());
  else if (pathname === '/' && !signedIn) loads.push(AuthRoutes.preload());
  else if (under('/patient')) loads.push(MainLayout.preload(), PatientRoutes.preload());
  else if (under('/onboarding')) loads.push(OnboardingRoutes.preload());
  else if (under('/clinical-trial')) loads.push(ClinicalTrialRoutes.preload());
  else if (under('/rapidtest')) loads.push(RapidTestRoutes.preload());
  else if (under('/a1ctest')) loads.push(A1cTestRoutes.preload());
  else if (under('/admin')) loads.push(StaffHomePage.preload());
  return Promise.all(loads);
}

function isGuarded(pathname: string): boolean {
  return /^\/(patient|onboarding|clinical-trial|rapidtest|a1ctest|order-test|telehealth|admin)(\/|$)/.test(
    pathname,
  );
}

const patientOnly = ['Patient'] as const;
const staffOnly = ['Coordinator', 'Admin'] as const;

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
        {/* SPEC.md: the new password screen's OK goes to patient/signin, which leads to sign-in. */}
        <Route path="patient/signin" element={<Navigate to={SIGN_IN_PATH} replace />} />

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

        {/* The home of every other role (SPEC.md section 6) until the staff console exists. */}
        <Route element={<RequireAuth roles={staffOnly} />}>
          <Route element={<AuthLayout />}>
            <Route path="admin/dashboard/main" element={<StaffHomePage />} />
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
