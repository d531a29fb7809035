import type { Language } from '@portal/contract';
import { MESSAGES, type MessageCode } from './catalogue';
import { strengthFeedback, type StrengthFeedbackKeys } from './strength-feedback';

/** Parameters of a message: values for `{name}`, and the estimator's feedback for a guessable password. */
export interface MessageParams {
  [name: string]: string | number | StrengthFeedbackKeys | undefined;
  feedback?: StrengthFeedbackKeys;
}

/** The message of `code` in `language`, its `{name}` parameters filled in (unknown ones left as they are). */
export function renderMessage(code: MessageCode, language: Language, params: MessageParams = {}): string {
  const text = MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
  const feedback = params.feedback ? strengthFeedback(params.feedback, language) : [];
  return [text, ...feedback].join(' ');
}
