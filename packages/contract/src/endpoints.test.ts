import { describe, expect, it } from 'vitest';
import { endpointUrl, endpoints } from './endpoints';
import { OnboardRequest, SignInRequest } from './account';

describe('endpoints', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointUrl('dismissNotification', { id: 'a/b' })).toBe(
      '/api/patient/notifications/dismiss/a%2Fb',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => endpointUrl('dismissNotification')).toThrow(/Missing path parameter id/);
  });

  it('keeps every path unique per method', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('request schemas', () => {
  it('normalises the e-mail and refuses unknown fields', () => {
    expect(SignInRequest.parse({ email: ' A@B.CO ', password: 'x', tenantId: 'demo' }).email).toBe('a@b.co');
    expect(
      SignInRequest.safeParse({ email: 'a@b.co', password: 'x', tenantId: 'demo', role: 'Admin' }).success,
    ).toBe(false);
  });

  it('accepts only the EMAIL_VERIFY onboarding step', () => {
    const body = {
      Data: { Step: 'EMAIL_VERIFY', User: { Email: 'a@b.co', TenantID: 'demo' }, Data: 'code' },
    };
    expect(OnboardRequest.safeParse(body).success).toBe(true);
    expect(OnboardRequest.safeParse({ Data: { ...body.Data, Step: 'SELFIE' } }).success).toBe(false);
  });
});
