import { inflateSync } from 'node:zlib';

/**
 * A minimal PDF text extractor for the PDFs pdf-lib writes with the standard fonts: every content stream
 * inflated, every hex string shown with Tj decoded (WinAnsi, read as Latin-1), one line per Tj.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      lines.push(Buffer.from(t[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

/** The first PDF attached to a raw .eml message. */
export function pdfAttachment(eml: string): Buffer | null {
  const m = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml);
  return m?.[1] ? Buffer.from(m[1].replace(/\s+/g, ''), 'base64') : null;
}
