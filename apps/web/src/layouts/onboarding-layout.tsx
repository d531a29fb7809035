import { Outlet } from 'react-router';

/** Onboarding layout: an empty wrapper (SPEC.md section 2). */
export function OnboardingLayout() {
  return (
    <div className="onboarding-layout">
      <Outlet />
    </div>
  );
}
