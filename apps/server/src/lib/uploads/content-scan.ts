import { Transform } from 'node:stream';

/**
 * Text that never belongs in a photo: markup, script and document signatures. A file that carries any
 * of them is a polyglot (an image that is also a page or a document) and is refused whole.
 */
const FOREIGN_MARKERS = [
  '<script',
  '<html',
  '<!doctype',
  '<svg',
  '<iframe',
  '<body',
  '<?php',
  'javascript:',
  '%pdf-',
];
const CARRY = Math.max(...FOREIGN_MARKERS.map((m) => m.length)) - 1;
const HEAD_BYTES = 64;

export interface ScanResult {
  bytes: number;
  /** The first bytes, for the magic-number check. */
  head: Buffer;
  /** The first foreign marker found, if any. */
  foreign: string | null;
}

/**
 * A pass-through stream that counts the bytes, keeps the first ones and looks for foreign markers
 * across chunk borders, so a file is judged as it streams and is never held whole in memory.
 */
export class ContentScanner extends Transform {
  private bytes = 0;
  private head = Buffer.alloc(0);
  private carry = '';
  private foreign: string | null = null;

  override _transform(
    chunk: Buffer,
    _enc: BufferEncoding,
    done: (err?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    if (!this.foreign) {
      const text = this.carry + chunk.toString('latin1').toLowerCase();
      this.foreign = FOREIGN_MARKERS.find((m) => text.includes(m)) ?? null;
      this.carry = text.slice(-CARRY);
    }
    done(null, chunk);
  }

  result(): ScanResult {
    return { bytes: this.bytes, head: this.head, foreign: this.foreign };
  }
}

/** Scans a whole buffer the same way (an image that did not arrive as a stream). */
export function scanBuffer(body: Buffer): ScanResult {
  const text = body.toString('latin1').toLowerCase();
  return {
    bytes: body.length,
    head: body.subarray(0, HEAD_BYTES),
    foreign: FOREIGN_MARKERS.find((m) => text.includes(m)) ?? null,
  };
}
