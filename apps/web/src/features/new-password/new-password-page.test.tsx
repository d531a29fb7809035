import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubApi } from '../../test/auth-test-utils';
import NewPasswordPage from './new-password-page';

const PATH = '/resetpassword/email/:email/:token';
const TOKEN = 'r'.repeat(43);
const URL_OK = `/resetpassword/email/${encodeURIComponent(' Jane@Example.org ')}/${TOKEN}`;

describe('NewPasswordPage', () => {
  it('shows the e-mail read-only, the rules checklist, and a show/hide toggle', async () => {
    stubApi(() => ({ status: 200, body: { IsOK: true, Data: true } }));
    await renderRoute(<NewPasswordPage />, { path: PATH, url: URL_OK });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('jane@example.org');
    expect(email).toHaveAttribute('readonly');
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    for (const text of [
      '1 special character',
      'At least 8 characters',
      '1 uppercase letter',
      '1 lowercase letter',
      '1 number',
      'At most 16 characters',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await userEvent.type(password, 'abc');
    const item = (rule: string) => document.querySelector(`[data-rule="${rule}"]`);
    expect(item('lowercase')).toHaveAttribute('data-met', 'true');
    expect(item('uppercase')).toHaveAttribute('data-met', 'false');
    expect(item('minLength')).toHaveAttribute('data-met', 'false');
    expect(password.getAttribute('aria-describedby')).toContain(
      item('lowercase')?.closest('.af-checklist')?.id,
    );
  });

  it('blocks only an empty password, with Please enter your Password', { timeout: 30_000 }, async () => {
    const calls = stubApi(() => ({ status: 200, body: { IsOK: true, Data: true } }));
    await renderRoute(<NewPasswordPage />, { path: PATH, url: URL_OK });
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please enter your Password');
    const password = screen.getByLabelText('New password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toContain(alert.id);
    expect(calls).toHaveLength(0);

    // A password breaking every hint is still sent: the server decides.
    await userEvent.type(password, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    // (The strength estimator builds its dictionaries on the same thread meanwhile: allow it the time.)
    await screen.findByRole('heading', { name: 'Your new password is set.' }, { timeout: 15_000 });
    expect(calls).toHaveLength(1);
  });

  it('sets the password, then step 1 says Your new password is set. with OK to patient/signin', async () => {
    const calls = stubApi(() => ({ status: 200, body: { IsOK: true, Data: true } }));
    const { router } = await renderRoute(<NewPasswordPage />, { path: PATH, url: URL_OK });
    await userEvent.type(screen.getByLabelText('New password'), 'New-Secret-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Your new password is set.' })).toHaveFocus();
    expect(calls[0]).toEqual({
      url: '/api/patient/password',
      method: 'POST',
      body: {
        Data: { Token: TOKEN, Email: 'jane@example.org', Password: 'New-Secret-42', TenantID: 'demo' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/patient/signin');
  });

  it("shows the server's message on failure and stays on the form", async () => {
    stubApi(() => ({
      status: 400,
      body: { IsOK: false, Message: 'This link has expired.', RequestId: 'r' },
    }));
    await renderRoute(<NewPasswordPage />, { path: PATH, url: URL_OK });
    await userEvent.type(screen.getByLabelText('New password'), 'New-Secret-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('replaces the form with the error and a link to ask for a new one when the link is used or expired', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        IsOK: false,
        Message: 'This link is invalid, has expired or was already used. Please ask for a new one.',
        RequestId: 'r',
        Code: 'RESET_LINK_INVALID',
      },
    }));
    await renderRoute(<NewPasswordPage />, { path: PATH, url: URL_OK });
    await userEvent.type(screen.getByLabelText('New password'), 'New-Secret-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'This link can no longer be used' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('has expired or was already used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('shows Error setting a New Password when the answer is not true', async () => {
    stubApi(() => ({ status: 200, body: { IsOK: true, Data: false } }));
    await renderRoute(<NewPasswordPage />, { path: PATH, url: URL_OK });
    await userEvent.type(screen.getByLabelText('New password'), 'New-Secret-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error setting a New Password');
  });

  it('goes to the site root when the token is empty', async () => {
    const { router } = await renderRoute(<NewPasswordPage />, {
      path: PATH,
      url: '/resetpassword/email/a@b.example/%20',
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
