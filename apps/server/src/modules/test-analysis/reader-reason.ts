import type { Language, QualityFlag } from '@portal/contract';
import { codeOfEnglishMessage, renderMessage, type MessageCode } from '../../lib/messages';

const BY_FLAG: Record<QualityFlag, MessageCode> = {
  'not-found': 'READER_NOT_FOUND',
  'unverified-match': 'READER_UNVERIFIED_MATCH',
  'too-small': 'READER_TOO_SMALL',
  framing: 'READER_FRAMING',
  blur: 'READER_BLUR',
  glare: 'READER_GLARE',
  exposure: 'READER_EXPOSURE',
  tilt: 'READER_TILT',
  'display-unclear': 'READER_DISPLAY_UNCLEAR',
};

const isFlag = (flag: string): flag is QualityFlag => Object.hasOwn(BY_FLAG, flag);

/**
 * The reader's plain-language reason for a refused photo, in the patient's language: its own English
 * message when the catalogue knows it (the precise reasons, e.g. uneven light), else by its first flag,
 * else a general "something went wrong".
 */
export function readerReason(
  flags: readonly string[],
  englishMessage: string | null,
  language: Language,
): string {
  const known = englishMessage === null ? undefined : codeOfEnglishMessage(englishMessage);
  if (known?.startsWith('READER_')) return renderMessage(known, language);
  const flag = flags.find(isFlag);
  return renderMessage(flag ? BY_FLAG[flag] : 'READER_ERROR', language);
}
