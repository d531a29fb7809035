import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCurrentUserCache } from '../../lib/current-user';
import { renderRoute, stubApi } from '../../test/auth-test-utils';
import AuthRoutes from './auth-routes';

const PATH = '/authentication/*';
const coordinator = {
  role: 'Coordinator',
  firstName: 'Jordan',
  lastName: 'Lee',
  dob: null,
  token: 'session-token',
  hasIDCard: false,
};
const ok = (Data: unknown) => ({ status: 200, body: { IsOK: true, Data } });

afterEach(() => {
  localStorage.clear();
  resetCurrentUserCache();
});

async function submitPassword() {
  await userEvent.type(await screen.findByLabelText('Email'), 'coordinator@demo.example');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret-1234');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in second factor', () => {
  it('asks for a code with the input focused; a refused code shows the message, the right one signs in', async () => {
    const calls = stubApi((call) => {
      if (call.url.endsWith('/auth/signin'))
        return ok({ step: 'code', challenge: 'chal-1', expiresInSeconds: 300 });
      const { code } = call.body as { code: string };
      return code === '123456'
        ? ok(coordinator)
        : { status: 400, body: { IsOK: false, Message: 'This code is incorrect.', RequestId: 'r' } };
    });
    const { router } = await renderRoute(<AuthRoutes />, { path: PATH, url: '/authentication/signin' });
    await submitPassword();
    const input = await screen.findByLabelText('Code', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(localStorage.getItem('currentUser')).toBeNull();

    await userEvent.type(input, '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is incorrect.');
    expect(input).toHaveFocus();
    await userEvent.type(input, '123456{Enter}');
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/admin/dashboard/main');
    expect(calls.at(-1)?.body).toEqual({ challenge: 'chal-1', code: '123456', tenantId: 'demo' });
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(coordinator);
  });

  it('enrols: the QR code and key once, a first code, then the recovery codes before the session is kept', async () => {
    stubApi((call) => {
      if (call.url.endsWith('/auth/signin'))
        return ok({ step: 'enrol', challenge: 'chal-2', expiresInSeconds: 300 });
      if (call.url.endsWith('/auth/mfa/enrol'))
        return ok({ manualKey: 'ABCD EFGH IJKL MNOP', qrCode: 'data:image/png;base64,iVBORw0KGgo=' });
      return ok({ user: coordinator, recoveryCodes: ['aaaaa-bbbbb-ccccc-ddddd', 'eeeee-fffff-00000-11111'] });
    });
    const { router } = await renderRoute(<AuthRoutes />, { path: PATH, url: '/authentication/signin' });
    await submitPassword();
    expect(
      await screen.findByRole('heading', { name: 'Set up two-step sign-in' }, { timeout: 10_000 }),
    ).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(await screen.findByRole('heading', { name: 'Scan the QR code' })).toHaveFocus();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();
    const input = screen.getByLabelText('Code shown in your app');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.type(input, '654321{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'aaaaa-bbbbb-ccccc-ddddd',
      'eeeee-fffff-00000-11111',
    ]);
    expect(localStorage.getItem('currentUser')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes, continue' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/admin/dashboard/main');
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(coordinator);
  });
});
