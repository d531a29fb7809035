import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { DecodeReply, DecodeRequest } from './worker-messages';

// The .wasm is a fingerprinted asset of our own build: never the library's default CDN.
prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
  },
});

const OPTIONS: ReaderOptions = {
  formats: ['DataMatrix', 'Code128', 'QRCode'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
  postMessage(reply: DecodeReply): void;
};

scope.addEventListener('message', (event) => {
  const started = performance.now();
  readBarcodes(event.data.image, OPTIONS).then(
    (results) => {
      const symbol = results.find((r) => r.isValid && r.text !== '');
      scope.postMessage({
        text: symbol?.text ?? null,
        symbologyIdentifier: symbol?.symbologyIdentifier ?? null,
        decodeMs: performance.now() - started,
      });
    },
    (error: unknown) => {
      scope.postMessage({
        text: null,
        symbologyIdentifier: null,
        decodeMs: performance.now() - started,
        error: error instanceof Error ? error.message : String(error),
      });
    },
  );
});
