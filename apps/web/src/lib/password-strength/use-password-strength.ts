import { useEffect, useState } from 'react';
import type { Language } from '../contract-constants';
import type { PasswordStrength } from './estimator';

/** The estimator and its dictionaries are a chunk of their own, fetched when a new password is typed. */
const loadEstimator = () => import('./estimator');

/** How long typing must pause before the (costly) estimate runs. */
const SETTLE_MS = 250;

/**
 * The live strength of `password` (null while empty, or until the estimator has loaded and the typing
 * has paused).
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[],
  language: Language,
): PasswordStrength | null {
  const [strength, setStrength] = useState<{ password: string; value: PasswordStrength } | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void loadEstimator().then(({ estimatePasswordStrength }) => {
        if (cancelled) return;
        const inputs = inputsKey ? inputsKey.split('\n') : [];
        setStrength({ password, value: estimatePasswordStrength(password, inputs, language) });
      });
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, inputsKey, language]);

  return password && strength?.password === password ? strength.value : null;
}
