import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readSignupTicket } from '../../lib/signup-ticket';
import { renderRoute, stubApi } from '../../test/auth-test-utils';
import { verificationCode } from './verification-code';
import VerifyEmailPage from './verify-email-page';

const PREFIX = 'p'.repeat(33);
const CODE = 'the-code-0123456789';
const PATH = '/verify/email/:email/:token';
const NOT_VERIFIED = 'Your Email IS NOT Verified! Please check your inputs and re-submit the form.';

afterEach(() => {
  sessionStorage.clear();
});

describe('verificationCode', () => {
  it('is the token from character 33 onwards', () => {
    expect(verificationCode(`${PREFIX}${CODE}`)).toBe(CODE);
    expect(verificationCode('0123456789012345678901234567890123456')).toBe('3456');
    expect(verificationCode('short')).toBe('');
  });
});

describe('VerifyEmailPage', () => {
  it('posts EMAIL_VERIFY once with the normalised e-mail and the code, then shows Email Verified', async () => {
    const calls = stubApi(() => ({ status: 200, body: { IsOK: true, Data: { SignupTicket: 'ticket-1' } } }));
    await renderRoute(<VerifyEmailPage />, {
      path: PATH,
      url: `/verify/email/${encodeURIComponent('  Jane.Doe@Example.ORG ')}/${PREFIX}${CODE}`,
    });
    expect(screen.getByRole('heading', { name: 'Verifying your Email' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toHaveFocus();
    expect(calls).toHaveLength(1); // StrictMode runs effects twice: still one request for a single-use code
    expect(calls[0]).toEqual({
      url: '/api/patient/onboard',
      method: 'POST',
      body: {
        Data: { Step: 'EMAIL_VERIFY', User: { Email: 'jane.doe@example.org', TenantID: 'demo' }, Data: CODE },
      },
    });
    expect(readSignupTicket('jane.doe@example.org')).toBe('ticket-1');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/authentication/signup/jane.doe%40example.org',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/authentication/register');
    expect(screen.queryByText(NOT_VERIFIED)).not.toBeInTheDocument();
  });

  it('shows the not-verified text and the server message when the server refuses', async () => {
    stubApi(() => ({
      status: 400,
      body: { IsOK: false, Message: 'This link is no longer valid.', RequestId: 'r1' },
    }));
    await renderRoute(<VerifyEmailPage />, { path: PATH, url: `/verify/email/a@b.example/${PREFIX}${CODE}` });
    expect(await screen.findByText(NOT_VERIFIED)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is no longer valid.');
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(readSignupTicket('a@b.example')).toBeNull();
  });

  it('shows the not-verified text without a request when the token holds no code', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    await renderRoute(<VerifyEmailPage />, { path: PATH, url: '/verify/email/a@b.example/tooshort' });
    expect(screen.getByText(NOT_VERIFIED)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('goes to the site root when a parameter is empty', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    const { router } = await renderRoute(<VerifyEmailPage />, {
      path: PATH,
      url: '/verify/email/%20%20/token',
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(calls).toHaveLength(0);
  });

  it('Back goes to register', async () => {
    stubApi(() => ({ status: 400, body: { IsOK: false, Message: 'No', RequestId: 'r' } }));
    const { router } = await renderRoute(<VerifyEmailPage />, {
      path: PATH,
      url: `/verify/email/a@b.example/${PREFIX}x`,
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/authentication/register');
  });
});
