import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentUser, resetCurrentUserCache } from '../../lib/current-user';
import { readSignupTicket, saveSignupTicket } from '../../lib/signup-ticket';
import { renderRoute, stubApi } from '../../test/auth-test-utils';
import AuthRoutes from './auth-routes';
import { birthDateError } from '../../lib/dates';

const PATH = '/authentication/*';
const patient = {
  role: 'Patient',
  firstName: 'Jane',
  lastName: 'Doe',
  dob: '1990-04-23',
  token: 'tok',
  hasIDCard: false,
};

afterEach(() => {
  sessionStorage.clear();
  resetCurrentUserCache();
});

describe('sign in', () => {
  it('shows the e-mail check messages and a password message, and sends nothing', async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    await renderRoute(<AuthRoutes />, { path: PATH, url: '/authentication/signin' });
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    expect(screen.getByText('Please enter your Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(submit);
    expect(screen.getByText('Please enter a valid Email')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.org');
    await userEvent.click(submit);
    expect(screen.getByText('Please enter your Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('signs in with the tenant from the config, stores the current user and goes to patient/dashboard', async () => {
    const calls = stubApi(() => ({ status: 200, body: { IsOK: true, Data: patient } }));
    const { router } = await renderRoute(<AuthRoutes />, { path: PATH, url: '/authentication/signin' });
    await userEvent.type(await screen.findByLabelText('Email'), ' Jane@Example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/patient/dashboard');
    expect(calls[0]?.body).toEqual({ email: 'jane@example.org', password: 'Secret-1234', tenantId: 'demo' });
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(patient);
    expect(getCurrentUser()?.token).toBe('tok');
  });

  it('returns to the page asked for before sign-in, a path of this site only', async () => {
    stubApi(() => ({ status: 200, body: { IsOK: true, Data: patient } }));
    const cases: [string, string][] = [
      ['/patient/allergies?tab=2', '/patient/allergies'],
      ['//evil.example', '/patient/dashboard'],
      ['https://evil.example/patient/allergies', '/patient/dashboard'],
      ['/\\evil.example', '/patient/dashboard'],
    ];
    for (const [returnTo, expected] of cases) {
      const url = `/authentication/signin?returnTo=${encodeURIComponent(returnTo)}`;
      const { router, unmount } = await renderRoute(<AuthRoutes />, { path: PATH, url });
      await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.org');
      await userEvent.type(screen.getByLabelText('Password'), 'Secret-1234');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await screen.findByTestId('location');
      expect(router.state.location.pathname).toBe(expected);
      unmount();
    }
  });

  it('sends another role to admin/dashboard/main', async () => {
    stubApi(() => ({ status: 200, body: { IsOK: true, Data: { ...patient, role: 'Admin' } } }));
    const { router } = await renderRoute(<AuthRoutes />, { path: PATH, url: '/authentication/signin' });
    await userEvent.type(await screen.findByLabelText('Email'), 'admin@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/admin/dashboard/main');
  });

  it("shows the server's message, also for 429", async () => {
    stubApi(() => ({
      status: 429,
      body: { IsOK: false, Message: 'Too many attempts. Try again in 60 seconds.', RequestId: 'r' },
    }));
    await renderRoute(<AuthRoutes />, { path: PATH, url: '/authentication/signin' });
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 60 seconds.');
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('links to register and forgot password', async () => {
    await renderRoute(<AuthRoutes />, { path: PATH, url: '/authentication/signin' });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/authentication/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
  });
});

describe('register and forgot password', () => {
  it.each([
    ['/authentication/register', 'Send verification link', '/api/auth/register'],
    ['/authentication/forgot-password', 'Send reset link', '/api/auth/forgot-password'],
  ])('%s sends the e-mail and answers neutrally', async (url, button, api) => {
    const calls = stubApi(() => ({ status: 200, body: { IsOK: true, Data: true } }));
    await renderRoute(<AuthRoutes />, { path: PATH, url });
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(screen.getByText('Please enter your Email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'New@Example.org ');
    await userEvent.click(screen.getByRole('button', { name: button }));
    const sent = await screen.findByTestId('email-sent');
    expect(sent).toHaveTextContent('Please check your inbox');
    expect(sent).toHaveTextContent('new@example.org');
    expect(calls[0]).toEqual({
      url: api,
      method: 'POST',
      body: { email: 'new@example.org', tenantId: 'demo', language: 'en' },
    });
  });
});

describe('complete sign-up', () => {
  it('without a ticket from verification, asks to register again', async () => {
    await renderRoute(<AuthRoutes />, { path: PATH, url: '/authentication/signup/jane%40example.org' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please register again');
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('validates, sends the ticket with the details, signs in and clears the ticket', async () => {
    saveSignupTicket('jane@example.org', 'ticket-9');
    const calls = stubApi(() => ({ status: 200, body: { IsOK: true, Data: patient } }));
    const { router } = await renderRoute(<AuthRoutes />, {
      path: PATH,
      url: '/authentication/signup/jane%40example.org',
    });
    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your birth date')).toBeInTheDocument();
    expect(screen.getByText('Please enter your Password')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('First name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Last name'), 'Doe');
    await userEvent.type(screen.getByLabelText('Birth date'), '23/04/1990');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-1234');
    expect(document.querySelector('[data-rule="special"]')).toHaveAttribute('data-met', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter a date as YYYY-MM-DD')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Birth date'));
    await userEvent.type(screen.getByLabelText('Birth date'), '1990-04-23');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/patient/dashboard');
    expect(calls[0]).toEqual({
      url: '/api/auth/signup',
      method: 'POST',
      body: {
        email: 'jane@example.org',
        tenantId: 'demo',
        signupTicket: 'ticket-9',
        firstName: 'Jane',
        lastName: 'Doe',
        birthDate: '1990-04-23',
        password: 'Secret-1234',
      },
    });
    expect(readSignupTicket('jane@example.org')).toBeNull();
    expect(getCurrentUser()?.firstName).toBe('Jane');
  });
});

describe('birthDateError', () => {
  const today = new Date(2026, 10, 21);
  it.each([
    ['', 'auth.validation.birthDateRequired'],
    ['1990-4-23', 'auth.validation.birthDateFormat'],
    ['1990-02-30', 'auth.validation.birthDateImpossible'],
    ['2027-01-01', 'auth.validation.birthDateRange'],
    ['1850-01-01', 'auth.validation.birthDateRange'],
    ['1990-04-23', null],
    ['2026-11-21', null],
  ])('%s -> %s', (value, expected) => {
    expect(birthDateError(value, today)).toBe(expected);
  });
});
