/**
 * Shown when the application cannot start (no configuration, no translations): a readable page, never a
 * blank one. Plain English on purpose: the translations may be what failed to load.
 */
export function StartError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="start-error" aria-labelledby="start-error-title">
      <h1 id="start-error-title">The portal could not start</h1>
      <p>Something went wrong while loading the portal. Please check your connection and try again.</p>
      <p className="start-error__detail">{detail}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        Try again
      </button>
    </main>
  );
}
