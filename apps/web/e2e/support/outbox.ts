/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Decoded text of every part (quoted-printable and base64 undone). */
  body: string;
  /** Every http(s) link in the mail, decoded, in order, without duplicates. */
  links: string[];
  mtimeMs: number;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] ?? '';
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Decoded text of a MIME entity (recursing into multipart bodies). */
function decodeEntity(raw: string): { headers: Map<string, string>; text: string } {
  const split = /\r?\n\r?\n/.exec(raw);
  const headerBlock = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(headerBlock);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    const texts = parts
      .filter((part) => !part.startsWith('--'))
      .map((part) => decodeEntity(part.replace(/^\r?\n/, '')).text);
    return { headers, text: texts.join('\n') };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return { headers, text: decodeQuotedPrintable(body) };
  if (encoding === 'base64')
    return { headers, text: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  return { headers, text: body };
}

function linksOf(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/&amp;/g, '&').replace(/[.,;]+$/, '')))];
}

/** Every mail in `${dataDir}/outbox`, oldest first. */
export function listOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const file = path.join(dir, name);
      const { headers, text } = decodeEntity(readFileSync(file, 'utf8'));
      return {
        file,
        to: decodeEncodedWords(headers.get('to') ?? ''),
        subject: decodeEncodedWords(headers.get('subject') ?? ''),
        body: text,
        links: linksOf(text),
        mtimeMs: statSync(file).mtimeMs,
      };
    })
    .sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
}

/**
 * Waits (default up to 15 s) until at least one mail matches `predicate`; returns the matches, oldest
 * first. Example: `(await readOutbox(dataDir, (m) => m.to.includes(email)))` .
 */
export async function readOutbox(
  dataDir: string,
  predicate: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = listOutbox(dataDir).filter(predicate);
    if (matches.length > 0) return matches;
    if (Date.now() > deadline)
      throw new Error(`No mail in ${dataDir}/outbox matched within ${String(timeoutMs)} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The newest link of a kind sent to an address: 'verify' = /verify/email/..., 'reset' = /resetpassword/email/...
 * Returns the path (with the origin removed), ready for `page.goto`.
 */
export async function latestLink(
  dataDir: string,
  to: string,
  kind: 'verify' | 'reset',
  timeoutMs = 15_000,
): Promise<string> {
  const marker = kind === 'verify' ? '/verify/email/' : '/resetpassword/email/';
  const mails = await readOutbox(
    dataDir,
    (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && mail.links.some((l) => l.includes(marker)),
    timeoutMs,
  );
  const link = mails.at(-1)?.links.find((l) => l.includes(marker));
  if (!link) throw new Error(`No ${kind} link for ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
