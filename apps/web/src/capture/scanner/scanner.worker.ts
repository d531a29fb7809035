import type { RgbaImage } from '@portal/reader/kit-code';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { decodeKitFrame } from './decode-kit-frame';
import type { DecodeReply, DecodeRequest } from './worker-messages';

// The .wasm is a fingerprinted asset of our own build: never the library's default CDN.
prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
  },
});

function read(image: RgbaImage, options: ReaderOptions) {
  const pixels =
    image instanceof ImageData
      ? image
      : new ImageData(new Uint8ClampedArray(image.data), image.width, image.height);
  return readBarcodes(pixels, options);
}

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
  postMessage(reply: DecodeReply): void;
};

scope.addEventListener('message', (event) => {
  const started = performance.now();
  decodeKitFrame(event.data.image, read).then(
    (symbol) => {
      scope.postMessage({
        text: symbol?.text ?? null,
        symbologyIdentifier: symbol?.symbologyIdentifier ?? null,
        route: symbol?.route ?? null,
        decodeMs: performance.now() - started,
      });
    },
    (error: unknown) => {
      scope.postMessage({
        text: null,
        symbologyIdentifier: null,
        route: null,
        decodeMs: performance.now() - started,
        error: error instanceof Error ? error.message : String(error),
      });
    },
  );
});
