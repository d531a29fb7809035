import { Outlet } from 'react-router';
import './auth-layout.css';

/** Auth layout: a bare page holding sign-in style screens (SPEC.md section 2). */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <Outlet />
    </div>
  );
}
