import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Reads the .eml files of the outbox, oldest first, with quoted-printable bodies decoded. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    const decoded = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    const header = (name: string) =>
      decodeWords(new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '');
    return { to: header('To'), subject: header('Subject'), text: decoded };
  });
}

/** The verify or reset link of the newest mail to `to`: its e-mail and token path parameters. */
export function lastLink(
  dataDir: string,
  to: string,
  kind: 'verify' | 'reset',
): { email: string; token: string } {
  const mails = readOutbox(dataDir).filter((m) => m.to.includes(to));
  const prefix = kind === 'verify' ? '/verify/email/' : '/resetpassword/email/';
  for (const mail of mails.reverse()) {
    const m = new RegExp(`${prefix.replaceAll('/', '\\/')}([^/\\s]+)\\/([A-Za-z0-9_-]+)`).exec(mail.text);
    if (m?.[1] && m[2]) return { email: decodeURIComponent(m[1]), token: m[2] };
  }
  throw new Error(`no ${kind} link in the outbox for ${to}`);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) as in non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => `%${h}`),
          'utf8',
        )
          .toString('utf8')
          .replace(/(%[0-9A-F]{2})+/gi, (m) => decodeURIComponent(m)),
  );
}
