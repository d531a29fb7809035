/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { ReadSymbols } from '../../src/capture/scanner/decode-kit-frame';

const require = createRequire(import.meta.url);
// Node has no fetch of a file URL for the .wasm: hand zxing the bytes of the one the worker ships.
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
});

/** zxing-wasm's readBarcodes in Node: it reads an image's width, height and RGBA data, as ImageData has. */
export const readInNode: ReadSymbols = (image, options) =>
  readBarcodes(image as unknown as ImageData, options);
