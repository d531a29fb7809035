import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

export interface SignedCopy {
  title: string;
  lastUpdated: string;
  text: string;
  patientName: string;
  signedAt: Date;
  version: number;
  language: string;
  documentSha256: string;
  signaturePng: Buffer;
}

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 15;

/** The standard PDF fonts encode WinAnsi only: anything else becomes '?' rather than failing. */
const winAnsi = (text: string) =>
  text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2018\u2019\u201c\u201d\u2013\u2014]/g, '?');

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, SIZE) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes lines top-down, opening a new page when one is full; returns the page and the y reached. */
function writeLines(doc: PDFDocument, start: { page: PDFPage; y: number }, lines: string[], font: PDFFont) {
  let { page, y } = start;
  for (const line of lines) {
    if (y < MARGIN + LEADING) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
    page.drawText(line, { x: MARGIN, y, size: SIZE, font });
    y -= LEADING;
  }
  return { page, y };
}

/** The patient's copy: the document text, the signature image, name, date and time, version and hash. */
export async function renderSignedCopy(c: SignedCopy): Promise<Buffer> {
  // pdf-lib (~140 modules) loads on the first signed copy, not at server start.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(c.title));
  doc.setCreationDate(c.signedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  const first = doc.addPage(PAGE);
  first.drawText(winAnsi(c.title), { x: MARGIN, y: PAGE[1] - MARGIN, size: 18, font: bold });
  let at = { page: first, y: PAGE[1] - MARGIN - 30 };
  at = writeLines(doc, at, wrap(winAnsi(`Last updated: ${c.lastUpdated}`), font, width), font);
  at.y -= LEADING / 2;
  at = writeLines(doc, at, wrap(winAnsi(c.text), font, width), font);

  const image = await doc.embedPng(c.signaturePng);
  const scaled = image.scaleToFit(200, 100);
  if (at.y - scaled.height - 6 * LEADING < MARGIN) at = { page: doc.addPage(PAGE), y: PAGE[1] - MARGIN };
  at.y -= LEADING;
  at.page.drawImage(image, {
    x: MARGIN,
    y: at.y - scaled.height,
    width: scaled.width,
    height: scaled.height,
  });
  at.y -= scaled.height + LEADING;
  const details = [
    `Signed by: ${c.patientName}`,
    `Signed at: ${c.signedAt.toISOString()} (UTC)`,
    `Document version: ${String(c.version)} (${c.language})`,
    `Document SHA-256: ${c.documentSha256}`,
  ];
  writeLines(doc, at, details.map(winAnsi), font);
  return Buffer.from(await doc.save());
}
