import { NULL_CHARACTER_MESSAGE, type Language } from '@portal/contract';
import type { MessageCode } from './catalogue';
import { fieldName } from './field-names';
import { renderMessage } from './render';

/** One problem of a request body, as the schema validation reports it. */
export interface ValidationIssue {
  /** Path of the field, e.g. ['Data', 'Password'] or the JSON pointer's segments. */
  path: readonly PropertyKey[];
  /** The contract's (English) message. */
  message: string;
  /** zod's issue code, when known (e.g. too_small, too_big, invalid_format). */
  code?: string;
}

/** The contract's own messages (packages/contract/src/fields.ts), by their meaning. */
const CONTRACT_MESSAGES: Record<string, MessageCode> = {
  'Please enter a valid Email': 'FIELD_EMAIL',
  'Please enter your Password': 'FIELD_REQUIRED',
  'Please enter a name': 'FIELD_REQUIRED',
  'Name is too long': 'FIELD_TOO_LONG',
  'Please enter a date as YYYY-MM-DD': 'FIELD_DATE',
  'Unknown tenant': 'TENANT_UNKNOWN',
  [NULL_CHARACTER_MESSAGE]: 'TEXT_NULL_CHARACTER',
};

function codeOf(issue: ValidationIssue): MessageCode {
  const known = CONTRACT_MESSAGES[issue.message];
  if (known) return known;
  if (issue.code === 'too_big') return 'FIELD_TOO_LONG';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'FIELD_REQUIRED';
  return 'FIELD_INVALID';
}

/**
 * A refused request body in a plain sentence of the patient's language, naming the field in the
 * patient's words ("birthDate: Please enter a date as YYYY-MM-DD" becomes "Please enter your date of
 * birth as a real date in the form YYYY-MM-DD.").
 */
export function describeValidation(
  issue: ValidationIssue | undefined,
  language: Language,
): { code: MessageCode; message: string } {
  if (!issue) return { code: 'REQUEST_INVALID', message: renderMessage('REQUEST_INVALID', language) };
  const named = issue.path.some((segment) => typeof segment === 'string');
  const code =
    issue.code === 'unrecognized_keys'
      ? 'REQUEST_UNKNOWN_FIELDS'
      : named || issue.message === NULL_CHARACTER_MESSAGE
        ? codeOf(issue)
        : 'REQUEST_INVALID';
  return { code, message: renderMessage(code, language, { field: fieldName(issue.path, language) }) };
}
