import { lookupAi } from './ai-dictionary';

function isInOrderSubsequence(items: readonly string[], sequence: readonly string[]): boolean {
  let at = 0;
  for (const item of items) {
    while (at < sequence.length && sequence[at] !== item) at++;
    if (at === sequence.length) return false;
    at++;
  }
  return true;
}

/**
 * True when the AIs of a Digital Link path (primary key first) follow one of the key's qualifier
 * sequences in order, as the dictionary's "dlpkey=22,10,21|235" allows.
 */
export function isValidKeyQualifierPath(ais: readonly string[]): boolean {
  const [key, ...qualifiers] = ais;
  const alternatives = key === undefined ? undefined : lookupAi(key)?.dlKeyQualifiers;
  if (!alternatives) return false;
  return alternatives.some((sequence) => isInOrderSubsequence(qualifiers, sequence));
}

/** True when a query attribute would form a valid path if placed after the key: it belongs in the path. */
export function belongsInPath(pathAis: readonly string[], ai: string): boolean {
  for (let at = 1; at <= pathAis.length; at++) {
    const trial = [...pathAis.slice(0, at), ai, ...pathAis.slice(at)];
    if (isValidKeyQualifierPath(trial)) return true;
  }
  return false;
}
