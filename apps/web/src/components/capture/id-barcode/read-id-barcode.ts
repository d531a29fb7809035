/**
 * Reads the PDF417 on the photo of an ID's back in a Web Worker (zxing-wasm, its .wasm from our origin);
 * resolves with the barcode's text, or null when there is none or it cannot be read.
 */
export function readIdBarcode(photo: Blob): Promise<string | null> {
  const worker = new Worker(new URL('./id-barcode.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<string | null>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<string | null>) => {
      resolve(typeof event.data === 'string' ? event.data : null);
    });
    worker.addEventListener('error', () => {
      resolve(null);
    });
    worker.postMessage(photo);
  }).finally(() => {
    worker.terminate();
  });
}
