import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { kitCodeText } from './gs1-symbol';
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
      const text =
        results
          .filter((r) => r.isValid)
          .map((r) => kitCodeText(r.symbologyIdentifier, r.text))
          .find((t) => t !== null) ?? null;
      scope.postMessage({ text, decodeMs: performance.now() - started });
    },
    (error: unknown) => {
      scope.postMessage({
        text: null,
        decodeMs: performance.now() - started,
        error: error instanceof Error ? error.message : String(error),
      });
    },
  );
});
