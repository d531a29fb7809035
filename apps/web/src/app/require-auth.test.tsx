import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, signInAs } from '../test/shell-test-utils';
import { RequireAuth } from './require-auth';

const routes = [
  {
    element: <RequireAuth roles={['Patient']} />,
    children: [{ path: '/patient/dashboard', element: <h1>Patient home</h1> }],
  },
  { element: <RequireAuth />, children: [{ path: '/any', element: <h1>Any signed-in user</h1> }] },
];

describe('RequireAuth', () => {
  it('sends a signed-out visitor to authentication/signin, carrying the page asked for', async () => {
    const { router } = await renderShell(routes, '/patient/dashboard?x=1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/authentication/signin');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/patient/dashboard?x=1')}`);
  });

  it('sends a user whose role is not listed to authentication/signin', async () => {
    signInAs('Coordinator');
    const { router } = await renderShell(routes, '/patient/dashboard');
    expect(await screen.findByTestId('where')).toHaveTextContent('/authentication/signin');
    expect(router.state.location.search).toBe('');
  });

  it('lets a listed role in, and any signed-in user in when no role is listed', async () => {
    signInAs('Patient');
    await renderShell(routes, '/patient/dashboard');
    expect(await screen.findByRole('heading', { name: 'Patient home' })).toBeInTheDocument();
    signInAs('Admin');
    await renderShell(routes, '/any');
    expect(await screen.findByRole('heading', { name: 'Any signed-in user' })).toBeInTheDocument();
  });
});
