import { readStorage, STORAGE_KEYS } from '../lib/storage/storage-keys';

/**
 * Shown when the application cannot start (no configuration, no translations): a readable page, never a
 * blank one. Its texts live here, in the three languages, because the translation files may be what
 * failed to load.
 */
const TEXTS = {
  en: {
    title: 'The portal could not start',
    text: 'Something went wrong while loading the portal. Please check your connection and try again.',
    retry: 'Try again',
  },
  es: {
    title: 'No se pudo iniciar el portal',
    text: 'Algo salió mal al cargar el portal. Compruebe su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  de: {
    title: 'Das Portal konnte nicht starten',
    text: 'Beim Laden des Portals ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
} as const;

export function StartError({ error }: { error: unknown }) {
  const saved = readStorage(STORAGE_KEYS.lang);
  const language = saved === 'es' || saved === 'de' ? saved : 'en';
  const texts = TEXTS[language];
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="start-error" aria-labelledby="start-error-title" lang={language}>
      <h1 id="start-error-title">{texts.title}</h1>
      <p>{texts.text}</p>
      <p className="start-error__detail">{detail}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {texts.retry}
      </button>
    </main>
  );
}
