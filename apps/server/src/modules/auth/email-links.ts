import type { Tx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import { composeMail } from '../../lib/mail/messages';
import { hashToken, newSecret } from '../../lib/tokens';
import * as repo from './auth.repository';

const RESET_TTL_SECONDS = 60 * 60;

/** The web's page for a verification or reset link: PUBLIC_URL/<page>/<e-mail>/<token>. */
export function linkUrl(publicUrl: string, kind: 'verify' | 'reset', email: string, token: string): string {
  const page = kind === 'verify' ? 'verify/email' : 'resetpassword/email';
  return `${publicUrl}/${page}/${encodeURIComponent(email)}/${token}`;
}

/** A reset link for an active account: for forgot-password, and for a register of a taken address. */
export async function resetMail(
  tx: Tx,
  publicUrl: string,
  user: repo.UserRow,
  tenant: { id: string; name: string },
  kind: 'resetPassword' | 'alreadyRegistered',
): Promise<MailMessage> {
  const token = newSecret();
  await repo.createLinkToken(tx, tenant.id, user.id, 'reset_password', hashToken(token), RESET_TTL_SECONDS);
  return composeMail(
    kind,
    user.language,
    user.email,
    linkUrl(publicUrl, 'reset', user.email, token),
    tenant.name,
  );
}

export async function deliver(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch {
    throw new HttpError(503, 'We could not send the e-mail right now. Please try again in a few minutes.', {
      'retry-after': '60',
    });
  }
}
