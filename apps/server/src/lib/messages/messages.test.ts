import { LANGUAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './catalogue';
import { renderMessage } from './render';
import { languageFromAcceptLanguage } from './request-language';
import { loadStrengthTranslations } from './strength-feedback';

describe('message catalogue', () => {
  it('has every message in every language, with the same parameters', () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const language of LANGUAGES) {
        expect(texts[language], `${code} ${language}`).toBeTruthy();
        expect(params(texts[language]), `${code} ${language}`).toEqual(params(texts.en));
      }
    }
  });

  it('fills in parameters and appends the strength feedback in the language asked for', async () => {
    await loadStrengthTranslations();
    expect(renderMessage('PASSWORD_TOO_SHORT', 'de', { min: 8 })).toBe(
      'Ihr Passwort muss mindestens 8 Zeichen haben.',
    );
    const feedback = { warning: 'similarToCommon', suggestions: ['capitalization'] };
    expect(renderMessage('PASSWORD_GUESSABLE', 'en', { feedback })).toBe(
      'This password is too easy to guess. Please choose another one. This is similar to a commonly used password. Capitalize more than the first letter.',
    );
    expect(renderMessage('PASSWORD_GUESSABLE', 'es', { feedback })).toMatch(
      /^Esta contraseña es demasiado fácil de adivinar\. .*similar a una contraseña usada habitualmente\./,
    );
    // An unknown key of the estimator is left out, never shown raw.
    expect(
      renderMessage('PASSWORD_GUESSABLE', 'de', { feedback: { warning: 'nope', suggestions: [] } }),
    ).toBe('Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.');
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR,fr;q=0.9,es;q=0.8,en;q=0.5', 'es'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['*', 'en'],
    ['xx,de;q=0', 'en'],
    ['ES', 'es'],
  ])('%j -> %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});
