import { z } from 'zod';
import { LANGUAGES, SERVER_PASSWORD_MAX_LENGTH } from './constants';

export const NULL_CHARACTER_MESSAGE = 'Please remove the invisible null character (\\u0000) from this text';

/**
 * Every text field of a request starts here: PostgreSQL cannot store the null character, so it is refused
 * with a 400 before it reaches the database. Any request string field not built on TextField is a bug.
 */
export const TextField = z.string().refine((v) => !v.includes('\u0000'), NULL_CHARACTER_MESSAGE);

export const EmailField = TextField.trim()
  .toLowerCase()
  .max(254, 'Please enter a valid Email')
  .pipe(z.email('Please enter a valid Email'));

/** Length and commonness are checked by the server's password policy, with its own clear messages. */
export const PasswordField = TextField.min(1, 'Please enter your Password').max(
  SERVER_PASSWORD_MAX_LENGTH * 4,
);

export const TenantIdField = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Unknown tenant');

/** Date in YYYY-MM-DD (SPEC.md section 9), a real calendar date. */
export const IsoDateField = z.iso.date('Please enter a date as YYYY-MM-DD');

export const NameField = TextField.trim().min(1, 'Please enter a name').max(100, 'Name is too long');

export const LanguageField = z.enum(LANGUAGES);

/** Link tokens and bearer tokens are base64url text; bounded so nothing huge reaches the hash. */
export const OpaqueTokenField = TextField.min(1).max(512);
