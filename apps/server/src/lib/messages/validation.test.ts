import { describe, expect, it } from 'vitest';
import { describeValidation } from './validation';

describe('describeValidation', () => {
  it('names the field in the patient words and language, never the raw field name', () => {
    const issue = {
      path: ['birthDate'],
      message: 'Please enter a date as YYYY-MM-DD',
      code: 'invalid_format',
    };
    expect(describeValidation(issue, 'en').message).toBe(
      'Please enter your date of birth as a real date in the form YYYY-MM-DD.',
    );
    expect(describeValidation(issue, 'es').message).toBe(
      'Introduzca su fecha de nacimiento como una fecha real con el formato AAAA-MM-DD.',
    );
    expect(describeValidation(issue, 'de').message).toBe(
      'Bitte geben Sie Ihr Geburtsdatum als gültiges Datum im Format JJJJ-MM-TT ein.',
    );
    for (const language of ['en', 'es', 'de'] as const) {
      expect(describeValidation(issue, language).message).not.toMatch(/birthDate/);
    }
  });

  it('reads nested fields (Data.Password) and unknown fields without showing them', () => {
    expect(
      describeValidation({ path: ['Data', 'Password'], message: 'Please enter your Password' }, 'de').message,
    ).toBe('Bitte geben Sie Ihr Passwort ein.');
    const odd = describeValidation({ path: ['Data', 'secretColumn'], message: 'Invalid input' }, 'en');
    expect(odd).toEqual({ code: 'FIELD_INVALID', message: 'Please check what you entered.' });
    expect(describeValidation({ path: [], message: 'Unrecognized key' }, 'es').message).toBe(
      'La solicitud no es válida.',
    );
    expect(describeValidation(undefined, 'en').code).toBe('REQUEST_INVALID');
  });
});
