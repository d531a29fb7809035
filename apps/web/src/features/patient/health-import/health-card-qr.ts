// A SMART Health Card QR code holds `shc:/` then the JWS in numeric mode: each character as two digits,
// its code minus 45. A long card is split over several codes `shc:/<index>/<total>/<digits>`.
const SINGLE = /^shc:\/(\d+)$/;
const CHUNK = /^shc:\/(\d+)\/(\d+)\/(\d+)$/;
const MAX_CHUNKS = 20;

export interface HealthCardQrChunk {
  /** 1-based. */
  index: number;
  total: number;
  digits: string;
}

/** The chunk a scanned QR text carries, or null when it is not a SMART Health Card code. */
export function parseHealthCardQr(text: string): HealthCardQrChunk | null {
  const single = SINGLE.exec(text.trim());
  if (single) return { index: 1, total: 1, digits: single[1] ?? '' };
  const chunk = CHUNK.exec(text.trim());
  if (!chunk) return null;
  const index = Number(chunk[1]);
  const total = Number(chunk[2]);
  if (total < 1 || total > MAX_CHUNKS || index < 1 || index > total) return null;
  return { index, total, digits: chunk[3] ?? '' };
}

/** The JWS the digits encode; null when they are not a valid numeric encoding. */
export function jwsOfDigits(digits: string): string | null {
  if (digits.length === 0 || digits.length % 2 !== 0) return null;
  let jws = '';
  for (let i = 0; i < digits.length; i += 2) {
    const value = Number(digits.slice(i, i + 2));
    if (value > 77) return null; // 45 + 77 = 'z', the last character a JWS uses
    jws += String.fromCharCode(value + 45);
  }
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(jws) ? jws : null;
}

/** Collects the chunks of one card as they are scanned, in any order. */
export class HealthCardQrAssembler {
  private total = 0;
  private readonly chunks = new Map<number, string>();

  /** How many chunks were read, of how many. */
  get progress(): { read: number; total: number } {
    return { read: this.chunks.size, total: this.total };
  }

  /** Adds one scanned text; returns the card's JWS once every chunk is in (null until then, or when invalid). */
  add(text: string): string | null {
    const chunk = parseHealthCardQr(text);
    if (!chunk) return null;
    // A chunk of a card of another size starts over: the patient moved to another card.
    if (chunk.total !== this.total) {
      this.total = chunk.total;
      this.chunks.clear();
    }
    this.chunks.set(chunk.index, chunk.digits);
    if (this.chunks.size < this.total) return null;
    const digits = Array.from({ length: this.total }, (_, i) => this.chunks.get(i + 1) ?? '').join('');
    return jwsOfDigits(digits);
  }
}
