import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The .wasm is a fingerprinted asset of our own build: never the library's default CDN.
prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
  },
});

// Plain text: the AAMVA separators (LF, RS, CR) as they are, not zxing's readable "<LF>" form.
const OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  textMode: 'Plain',
  tryHarder: true,
  tryRotate: true,
  maxNumberOfSymbols: 1,
};

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<Blob>) => void): void;
  postMessage(text: string | null): void;
};

// One photo in, the PDF417's text out (null when none is readable).
scope.addEventListener('message', (event) => {
  readBarcodes(event.data, OPTIONS).then(
    (results) => {
      scope.postMessage(results.find((r) => r.isValid && r.text !== '')?.text ?? null);
    },
    () => {
      scope.postMessage(null);
    },
  );
});
