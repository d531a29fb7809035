import { READER_REFUSAL_MESSAGES } from '@portal/reader';
import { describe, expect, it } from 'vitest';
import { codeOfEnglishMessage, renderMessage } from '../../lib/messages';
import { readerReason } from './reader-reason';

describe('readerReason', () => {
  it.each(READER_REFUSAL_MESSAGES)('translates the reader refusal "%s" into es and de', (message) => {
    const code = codeOfEnglishMessage(message);
    if (!code?.startsWith('READER_')) throw new Error(`not in the message catalogue: ${message}`);
    for (const language of ['es', 'de'] as const) {
      expect(readerReason(['exposure'], message, language)).toBe(renderMessage(code, language));
    }
  });

  it('falls back to the first known flag, then to a general message', () => {
    expect(readerReason(['tilt'], 'an unknown text', 'de')).toBe(renderMessage('READER_TILT', 'de'));
    expect(readerReason([], null, 'es')).toBe(renderMessage('READER_ERROR', 'es'));
  });
});
