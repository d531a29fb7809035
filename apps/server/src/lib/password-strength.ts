import { PASSWORD_MIN_STRENGTH_SCORE } from '@portal/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { loadStrengthTranslations, type StrengthFeedbackKeys } from './messages';

/**
 * Guessability by a maintained estimator (zxcvbn-ts, with the common, English, German and Spanish
 * dictionaries: the portal's languages), beside the exact-match list of common-passwords.ts. The web's
 * live hint uses the same dictionaries and threshold, so its verdict and the server's agree.
 *
 * The dictionaries cost ~45 MB of heap, and only sign-up and password changes need them: they load on
 * first use (dynamic import, one cached promise) instead of at server start.
 */
let estimatorLoad: Promise<ZxcvbnFactory> | undefined;

async function buildEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en, de, es] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-de'),
    import('@zxcvbn-ts/language-es-es'),
  ]);
  return new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary, ...es.dictionary },
  });
}

function getEstimator(): Promise<ZxcvbnFactory> {
  estimatorLoad ??= buildEstimator().catch((err: unknown) => {
    estimatorLoad = undefined; // a failed load is retried by the next caller
    throw err;
  });
  return estimatorLoad;
}

/** The estimator's feedback (translation keys) when the password scores below the minimum, else null. */
export async function guessablePasswordFeedback(
  password: string,
  userInputs: readonly string[],
): Promise<StrengthFeedbackKeys | null> {
  // The feedback is rendered later in the request's language: its translations must be loaded too.
  const [estimator] = await Promise.all([getEstimator(), loadStrengthTranslations()]);
  const result = estimator.check(password, [...userInputs]);
  if (result.score >= PASSWORD_MIN_STRENGTH_SCORE) return null;
  return { warning: result.feedback.warning, suggestions: [...result.feedback.suggestions] };
}
