import { parseKitCode } from '../../gs1';
import { parseElementString } from '../../gs1/parse-element-string';

/**
 * The bracketed form `(01)...(17)...` of a GS1-128 element string, as zxing gives a GS1 symbol's text;
 * null unless it is a kit code (a GTIN, every AI known, check digits and dates valid). A read made by
 * fitting must pass what any kit code must before it counts.
 */
export function bracketedKitCode(elementString: string): string | null {
  try {
    parseKitCode(`]C1${elementString}`);
    return parseElementString(elementString)
      .map(({ ai, value }) => `(${ai})${value.replace(/\(/g, '\\(')}`)
      .join('');
  } catch {
    return null;
  }
}
