import { afterEach } from 'vitest';

// Logic-only files run in the node environment (`// @vitest-environment node`): no DOM to set up or reset,
// and no Testing Library to load.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // The machine running the suite is shared, and the password strength estimator builds its dictionaries
  // on the test's thread: waits end on their condition, with room for a loaded machine.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    document.body.className = '';
  });
}
