import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../lib/contract-constants';
import type { HintKey } from './hints';

const KEYS = [
  'title',
  'starting',
  'guide',
  'takePhoto',
  'review',
  'reviewAlt',
  'retake',
  'usePhoto',
  'uploading',
  'sent',
  'uploadFailed',
  'ticketExpired',
  'noCamera',
  'denied',
  'chooseFile',
  'notAnImage',
] as const;
export type CameraTextKey = (typeof KEYS)[number];
export type CameraTexts = Record<CameraTextKey, string> & { hints: Record<HintKey, string> };

const HINT_KEYS: readonly HintKey[] = [
  'fit',
  'closer',
  'straight',
  'still',
  'glare',
  'light',
  'even',
  'ready',
];

/** The app names the language in the frame's address (`?lang=de`); another origin shares no storage. */
export function cameraLanguage(search: string): Language {
  const asked = new URLSearchParams(search).get('lang');
  return (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : DEFAULT_LANGUAGE;
}

/** The `camera` namespace of the app's translation file for that language (a missing text shows its key). */
export async function loadCameraTexts(language: Language): Promise<CameraTexts> {
  const response = await fetch(`/assets/i18n/${language}.json`);
  if (!response.ok)
    throw new Error(`Translations for ${language} did not load (${String(response.status)}).`);
  const body = (await response.json()) as {
    camera?: Partial<Record<CameraTextKey, string>> & { hints?: Partial<Record<HintKey, string>> };
  };
  const texts = body.camera ?? {};
  const hints = texts.hints ?? {};
  return {
    ...(Object.fromEntries(KEYS.map((key) => [key, texts[key] ?? key])) as Record<CameraTextKey, string>),
    hints: Object.fromEntries(HINT_KEYS.map((key) => [key, hints[key] ?? key])) as Record<HintKey, string>,
  };
}
