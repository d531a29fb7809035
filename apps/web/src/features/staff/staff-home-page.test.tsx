import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, resetCurrentUserCache } from '../../lib/current-user';
import { renderShell, signInAs, stubFetch } from '../../test/shell-test-utils';
import StaffHomePage from './staff-home-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCurrentUserCache();
});

describe('StaffHomePage (admin/dashboard/main)', () => {
  it('says what a staff account can do and signs out to authentication/signin', async () => {
    signInAs('Coordinator');
    const fetchMock = stubFetch((url) =>
      url.endsWith('/api/auth/logout') ? { body: { IsOK: true, Data: { success: true } } } : undefined,
    );
    const { router } = await renderShell(
      [{ path: '/admin/dashboard/main', element: <StaffHomePage /> }],
      '/admin/dashboard/main',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Staff console' })).toBeInTheDocument();
    expect(screen.getByTestId('staff-signed-in-as')).toHaveTextContent(
      'You are signed in as Alex Morgan (Coordinator).',
    );
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/authentication/signin');
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(getCurrentUser()).toBeNull();
  });
});
