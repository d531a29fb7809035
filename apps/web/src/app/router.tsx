import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth, SIGN_IN_PATH } from './require-auth';
import { Root } from './root';
import { RouteError } from './route-error';
import { AuthLayout } from '../layouts/auth-layout';
import { OnboardingLayout } from '../layouts/onboarding-layout';
import { ClinicalTrialLayout } from '../layouts/clinical-trial-layout';
import { NotFoundPage } from '../components/not-found/not-found-page';
import { PageLoader } from '../components/page-loader/page-loader';

const patientOnly = ['Patient'] as const;

/** A lazily loaded area: its module's default export renders the area's own sub-routes. */
const area = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The route table (SPEC.md section 2). Areas are loaded lazily: a first visit downloads only what its
 * route needs.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    // Shown while the first route's lazy area loads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      // Sign-in area and the two open e-mail link screens: bare auth layout, no login guard.
      {
        element: <AuthLayout />,
        children: [
          { path: 'authentication/*', lazy: area(() => import('../features/auth/auth-routes')) },
          {
            path: 'verify/email/:email/:token',
            lazy: area(() => import('../features/verify-email/verify-email-page')),
          },
          {
            path: 'resetpassword/email/:email/:token',
            lazy: area(() => import('../features/new-password/new-password-page')),
          },
          // A link with an empty e-mail or token goes to the site root.
          { path: 'verify/email/*', element: <Navigate to="/" replace /> },
          { path: 'resetpassword/email/*', element: <Navigate to="/" replace /> },
        ],
      },
      // Root, login required: main layout (header, sidebar, settings panel, content, footer).
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: area(() => import('../layouts/main-layout/main-layout')),
            children: [
              { index: true, element: <Navigate to={SIGN_IN_PATH} replace /> },
              {
                path: 'patient',
                element: <RequireAuth roles={patientOnly} />,
                children: [{ path: '*', lazy: area(() => import('../features/patient/patient-routes')) }],
              },
              {
                element: <RequireAuth roles={patientOnly} />,
                children: [
                  {
                    path: 'order-test/:serviceID/:encounterID',
                    lazy: area(() => import('../features/patient/order-test-page')),
                  },
                  {
                    path: 'telehealth/:serviceID/:encounterID',
                    lazy: area(() => import('../features/patient/telehealth-page')),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'onboarding',
        element: <RequireAuth roles={patientOnly} />,
        children: [
          {
            element: <OnboardingLayout />,
            children: [{ path: '*', lazy: area(() => import('../features/onboarding/onboarding-routes')) }],
          },
        ],
      },
      {
        path: 'clinical-trial',
        element: <RequireAuth roles={patientOnly} />,
        children: [
          {
            element: <ClinicalTrialLayout />,
            children: [
              { path: '*', lazy: area(() => import('../features/clinical-trial/clinical-trial-routes')) },
            ],
          },
        ],
      },
      {
        path: 'rapidtest',
        element: <RequireAuth roles={patientOnly} />,
        children: [{ path: '*', lazy: area(() => import('../features/rapid-test/rapid-test-routes')) }],
      },
      {
        path: 'a1ctest',
        element: <RequireAuth roles={patientOnly} />,
        children: [{ path: '*', lazy: area(() => import('../features/a1c-test/a1c-test-routes')) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
