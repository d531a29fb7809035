import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n';

afterEach(() => {
  localStorage.clear();
});

describe('initialLanguage', () => {
  it('takes the first of the browser languages the portal speaks', () => {
    expect(initialLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(initialLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(initialLanguage(['fr-FR', 'it'])).toBe('en');
    expect(initialLanguage([])).toBe('en');
  });

  it('prefers the language the patient chose before', () => {
    localStorage.setItem('lang', 'es');
    expect(initialLanguage(['de-DE'])).toBe('es');
  });
});
