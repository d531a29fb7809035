import type { MfaChallenge, Role } from '@portal/contract';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/database';
import type { Mailer } from '../../lib/mail/mailer';
import type { RateLimiter } from '../../lib/rate-limit';

/** What every auth use case needs; built once in app.ts and passed to the plain functions of this module. */
export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  config: Pick<Config, 'PUBLIC_URL' | 'SESSION_ABSOLUTE_HOURS'>;
  /** After a correct password, in its transaction: a second-factor challenge instead of a session, if needed. */
  secondFactor: (tx: Tx, tenantId: string, user: { id: string; role: Role }) => Promise<MfaChallenge | null>;
}
