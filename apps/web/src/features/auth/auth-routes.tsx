import { Navigate, Route, Routes } from 'react-router';
import ForgotPasswordPage from './forgot-password-page';
import RegisterPage from './register-page';
import SignInPage from './sign-in-page';
import SignUpPage from './sign-up-page';

/** The sign-in area, mounted lazily at authentication/* (SPEC.md section 2). */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="signin" replace />} />
      <Route path="signin" element={<SignInPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="signup/:email" element={<SignUpPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="*" element={<Navigate to="signin" replace />} />
    </Routes>
  );
}
