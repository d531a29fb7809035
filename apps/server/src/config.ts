import path from 'node:path';
import { z } from 'zod';
import { TenantIdField } from '@portal/contract';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    APP_ENV: z.string().min(1).default('development'),
    TENANT_ID: TenantIdField.default('demo'),
    PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL such as https://portal.example.org').optional(),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
    DATABASE_URL: z.url('DATABASE_URL must be a postgres:// URL').optional(),
    DATABASE_APP_ROLE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_APP_ROLE must be a plain lower-case role name')
      .optional(),
    DATABASE_APP_PASSWORD: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SMTP_URL: z.url('SMTP_URL must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).default('Patient Portal <no-reply@portal.localhost>'),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    TENANT_ASSETS_DIR: z.string().default(path.join(repoRoot, 'apps/server/tenant-assets')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10000).default(1),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    SEED_DEMO: flag.default(true),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url('S3_ENDPOINT must be an absolute URL such as https://s3.example.org').optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    OBJECT_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    OBJECT_LINK_SECRET: z.string().min(32, 'OBJECT_LINK_SECRET must be at least 32 characters').optional(),
    /** Origin of the kit-code scanner page (/capture/scanner) that the app frames; the app's own by default. */
    SCANNER_ORIGIN: z.url('SCANNER_ORIGIN must be an origin such as https://scan.example.org').optional(),
    /** Origin of the cassette camera page (/capture/camera) that the app frames; the app's own by default. */
    CAMERA_ORIGIN: z.url('CAMERA_ORIGIN must be an origin such as https://camera.example.org').optional(),
    /** Run the test-photo reading jobs in the API process (false: only `npm run worker` processes read). */
    WORKERS_IN_API: flag.default(true),
    /** Reader threads per process (API or worker); by default the cores minus one, at least one. */
    READER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /** A reading job still running after this long counts as crashed (its worker died) and is retried. */
    READER_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    MFA_SECRET_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9+/]{43}=$/,
        'MFA_SECRET_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  })
  .refine((c) => c.SMTP_URL !== undefined || isConsoleMailEnv(c.APP_ENV), {
    path: ['SMTP_URL'],
    message:
      'SMTP_URL is required when APP_ENV is not development or test (the console outbox is for developers only)',
  })
  .transform((c) => {
    const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
    return {
      ...c,
      PUBLIC_URL: publicUrl,
      SCANNER_ORIGIN: new URL(c.SCANNER_ORIGIN ?? publicUrl).origin,
      CAMERA_ORIGIN: new URL(c.CAMERA_ORIGIN ?? publicUrl).origin,
    };
  });

/** Only here may mail go to the outbox with its link on the console; everywhere else SMTP is required. */
export function isConsoleMailEnv(appEnv: string): boolean {
  return appEnv === 'development' || appEnv === 'test';
}

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad setting stops the start with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.keys(ConfigSchema.in.shape);
  const input = Object.fromEntries(known.map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
