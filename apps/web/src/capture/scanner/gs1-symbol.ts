/** GS1 symbols whose data is an element string (FNC1 first): DataMatrix, GS1-128, QR Code, DataBar. */
const GS1_ELEMENT_STRING_IDS = [']d2', ']C1', ']Q3', ']e0'];
/** Plain DataMatrix and QR Code: they carry a kit code only as a GS1 Digital Link URL. */
const PLAIN_IDS = [']d1', ']Q1'];
const DIGITAL_LINK = /^https?:\/\//i;

/**
 * The text of a decoded symbol to parse as a kit code, or null when the symbol cannot carry one. zxing's
 * HRI text of a GS1 symbol is the (AI) bracketed form; the digits of a Code 128 or DataMatrix without FNC1
 * look like an element string but are not GS1 data, so the symbology identifier decides.
 */
export function kitCodeText(symbologyIdentifier: string, text: string): string | null {
  if (text === '') return null;
  if (GS1_ELEMENT_STRING_IDS.includes(symbologyIdentifier)) return text;
  if (PLAIN_IDS.includes(symbologyIdentifier) && DIGITAL_LINK.test(text)) return text;
  return null;
}
