export type Gs1ErrorCode =
  | 'NOT_TEXT'
  | 'EMPTY'
  | 'TOO_LONG'
  | 'BAD_SYNTAX'
  | 'UNKNOWN_AI'
  | 'BAD_LENGTH'
  | 'BAD_CHARACTER'
  | 'BAD_CHECK_DIGIT'
  | 'BAD_DATE'
  | 'BAD_VALUE'
  | 'CONFLICTING_AI'
  | 'MISSING_GTIN'
  | 'BAD_URL';

/** The only error the kit-code parser throws; `code` is stable, `message` is for people. */
export class Gs1ParseError extends Error {
  readonly code: Gs1ErrorCode;
  readonly ai: string | undefined;

  constructor(code: Gs1ErrorCode, message: string, ai?: string) {
    super(message);
    this.name = 'Gs1ParseError';
    this.code = code;
    this.ai = ai;
  }
}
