import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import './auth-layout.css';

// Its own small chunk, fetched beside the screen: the sign-in form does not wait for it.
const LanguageSelect = lazy(() =>
  import('../components/language-select/language-select').then((m) => ({ default: m.LanguageSelect })),
);

/** Auth layout: a bare page holding sign-in style screens (SPEC.md section 2), with the language choice. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <Suspense fallback={null}>
        <LanguageSelect />
      </Suspense>
      <Outlet />
    </div>
  );
}
