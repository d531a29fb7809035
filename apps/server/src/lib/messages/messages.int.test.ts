import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

// Every server message reaches the patient in the patient's language, as a plain sentence.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, language?: string) =>
  t.request({
    method: 'POST',
    url,
    payload: payload,
    headers: language ? { 'accept-language': language } : {},
  });

describe('server messages in the client language', () => {
  it('words a refused field as a sentence naming it, never the raw field name', async () => {
    const body = {
      email: 'someone@example.org',
      tenantId: 'demo',
      signupTicket: 'x'.repeat(43),
      firstName: 'Ana',
      lastName: 'Ruiz',
      birthDate: '1990-02-30',
      password: 'Lantern-Orbit-77',
    };
    const en = await post('/api/auth/signup', body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      Message: 'Please enter your date of birth as a real date in the form YYYY-MM-DD.',
      Code: 'FIELD_DATE',
    });
    const de = await post('/api/auth/signup', body, 'de-DE,de;q=0.9');
    expect(de.json().Message).toBe(
      'Bitte geben Sie Ihr Geburtsdatum als gültiges Datum im Format JJJJ-MM-TT ein.',
    );
    const es = await post(
      '/api/auth/signup',
      { ...body, birthDate: '1990-01-01', email: 'not-an-email' },
      'es',
    );
    expect(es.json().Message).toBe('Introduzca una dirección de correo electrónico válida.');
    for (const res of [en, de, es]) expect(res.json().Message).not.toMatch(/birthDate|email:/);
  });

  it('answers a wrong password and an expired session in the language asked for', async () => {
    const wrong = await post(
      '/api/auth/signin',
      { email: DEMO_PATIENT.email, password: 'Wrong-Password-9', tenantId: 'demo' },
      'es-MX,es;q=0.9',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      Message: 'El correo electrónico o la contraseña no son correctos.',
      Code: 'WRONG_CREDENTIALS',
    });
    const expired = await t.request({
      method: 'GET',
      url: '/api/patient/header',
      token: 'a'.repeat(43),
      headers: { 'accept-language': 'de' },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().Message).toBe('Bitte melden Sie sich erneut an.');
  });

  it('keeps English for a language the portal does not speak', async () => {
    const res = await post('/api/auth/signin', { email: 'x', password: 'y', tenantId: 'demo' }, 'fr-FR,fr');
    expect(res.json().Message).toBe('Please enter a valid e-mail address.');
  });
});
