import { Outlet } from 'react-router';

/** Clinical-trial layout: an empty wrapper (SPEC.md section 2). */
export function ClinicalTrialLayout() {
  return (
    <div className="clinical-trial-layout">
      <Outlet />
    </div>
  );
}
