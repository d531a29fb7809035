/** SPEC.md section 8: every uncaught error is logged with the label `Global error:`. */
export function installGlobalErrorLogging(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    console.error('Global error:', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('Global error:', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
