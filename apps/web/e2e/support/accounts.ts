/// <reference types="node" />
import { endpointUrl, VERIFICATION_CODE_OFFSET, type CurrentUser } from '@portal/contract';
import { latestLink } from './outbox';
import { uniqueEmail } from './auth';

export interface TestPatient {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  user: CurrentUser;
}

async function post(baseUrl: string, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(baseUrl + url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${url}: ${String(response.status)} ${JSON.stringify(json)}`);
  return json;
}

/**
 * A fresh, signed-up patient of tenant demo made through the real API and outbox (register, verify, sign
 * up), for tests that change an account. Never change the seeded patient's password in a test.
 */
export async function createPatient(
  baseUrl: string,
  dataDir: string,
  options: Partial<Pick<TestPatient, 'email' | 'password' | 'firstName' | 'lastName' | 'birthDate'>> = {},
): Promise<TestPatient> {
  const email = options.email ?? uniqueEmail('patient');
  const password = options.password ?? 'Fresh-Patient-2026!';
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? 'Patient';
  const birthDate = options.birthDate ?? '1985-06-15';
  await post(baseUrl, endpointUrl('register'), { email, tenantId: 'demo', language: 'en' });
  const link = await latestLink(dataDir, email, 'verify');
  const token = decodeURIComponent(link.split('/').at(-1) ?? '');
  const verified = (await post(baseUrl, endpointUrl('onboard'), {
    Data: {
      Step: 'EMAIL_VERIFY',
      User: { Email: email, TenantID: 'demo' },
      Data: token.slice(VERIFICATION_CODE_OFFSET),
    },
  })) as { Data: { SignupTicket: string } };
  const signedUp = (await post(baseUrl, endpointUrl('signUp'), {
    email,
    tenantId: 'demo',
    signupTicket: verified.Data.SignupTicket,
    firstName,
    lastName,
    birthDate,
    password,
  })) as { Data: CurrentUser };
  return { email, password, firstName, lastName, birthDate, user: signedUp.Data };
}
