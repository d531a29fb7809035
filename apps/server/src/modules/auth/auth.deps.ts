import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mail/mailer';
import type { RateLimiter } from '../../lib/rate-limit';

/** What every auth use case needs; built once in app.ts and passed to the plain functions of this module. */
export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  config: Pick<Config, 'PUBLIC_URL' | 'SESSION_ABSOLUTE_HOURS'>;
}
