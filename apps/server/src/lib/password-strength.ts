import { PASSWORD_MIN_STRENGTH_SCORE } from '@portal/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import type { StrengthFeedbackKeys } from './messages';

/**
 * Guessability by a maintained estimator (zxcvbn-ts, with the common, English, German and Spanish
 * dictionaries: the portal's languages), beside the exact-match list of common-passwords.ts. The web's
 * live hint uses the same dictionaries and threshold, so its verdict and the server's agree.
 */
let estimator: ZxcvbnFactory | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary, ...es.dictionary },
  });
  return estimator;
}

/** The estimator's feedback (translation keys) when the password scores below the minimum, else null. */
export function guessablePasswordFeedback(
  password: string,
  userInputs: readonly string[],
): StrengthFeedbackKeys | null {
  const result = getEstimator().check(password, [...userInputs]);
  if (result.score >= PASSWORD_MIN_STRENGTH_SCORE) return null;
  return { warning: result.feedback.warning, suggestions: [...result.feedback.suggestions] };
}

/** Builds the dictionaries ahead of the first sign-up so no request pays for it. */
export function preloadPasswordStrength(): void {
  getEstimator().check('warm-up');
}
