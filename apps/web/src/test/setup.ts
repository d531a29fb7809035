import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machine running the suite is shared, and the password strength estimator builds its dictionaries on
// the test's thread: waits end on their condition, with room for a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.body.className = '';
});
