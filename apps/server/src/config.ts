import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isMasterKeyText, isPreviousKeyEntry } from './crypto/master-keys.ts';
import type { JobName } from './jobs/job-names.ts';
import { parseJobSchedules } from './jobs/job-schedules.ts';
import { type Schedule, ScheduleError } from './jobs/schedule.ts';

/**
 * The only reader of process.env. Every variable has a default that works on a fresh machine;
 * an invalid value stops the process at start with a message naming the variable.
 */
const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The operations listener: /metrics and /docs for Prometheus and integrators, on an address the
   * public cannot reach. In production it is the only place they are served; unset, nowhere.
   */
  OPS_HOST: z.string().min(1).default('127.0.0.1'),
  OPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: booleanFromEnv.default(false),
  VALIDATE_RESPONSES: booleanFromEnv.optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  TRUSTED_PROXIES: csv.default([]),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(here, '../../web/dist')),
  /** The operator's console, served under /backoffice from its own build. */
  BACKOFFICE_DIST_DIR: z.string().min(1).default(path.resolve(here, '../../backoffice/dist')),
  IMAGE_BASE_URL: z.string().min(1).default('/images'),
  IMAGE_DIR: z.string().min(1).optional(),
  GEOIP_DB_PATH: z
    .string()
    .min(1)
    .default(require.resolve('@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb')),
  /** A font with Chinese glyphs for PDF statements in CN (README installs fonts-noto-cjk); without it they print in EN. */
  STATEMENT_CJK_FONT: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  DEFAULT_MERCHANT_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('DEMO'),
  SEED_DEMO: booleanFromEnv.optional(),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Accounts and access.
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** PEM (PKCS#8) RSA key that opens sealed payloads; generated into DATA_DIR when unset, outside production. */
  PAYLOAD_PRIVATE_KEY: z.string().min(1).optional(),
  PAYLOAD_ENCRYPTION: z.enum(['required', 'optional']).optional(),
  /** Base64 of 32 random bytes that seals TOTP and vendor secrets at rest; generated into DATA_DIR when unset, outside production. */
  SECRETS_MASTER_KEY: z
    .string()
    .refine(isMasterKeyText, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
  SECRETS_MASTER_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  /** Keys rotated out, `<id>:<base64>` comma-separated: they still open what they sealed until re-sealed. */
  SECRETS_PREVIOUS_KEYS: csv
    .pipe(z.array(z.string().refine(isPreviousKeyEntry, 'each entry must be <id>:<base64 of 32 bytes>')))
    .default([]),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_HTTP_SENDER: z.string().min(1).max(16).default('NOTICE'),
  /** SMS codes one merchant may send in an hour, across all its numbers and addresses (SMS pumping guard). */
  SMS_BUDGET_MERCHANT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** SMS codes to one country dialing code in an hour, across all merchants (they share the gateway's bill). */
  SMS_BUDGET_PREFIX_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Where e-mail (codes, temporary passwords) goes: the outbox only (development), or an SMTP server. */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://…:465 (TLS from the start); or the SMTP_HOST fields. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** True: TLS from the first byte (usually port 465). False: STARTTLS, which is then required. */
  SMTP_SECURE: booleanFromEnv.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  /** The From of every e-mail, e.g. "Brand <no-reply@example.com>". */
  MAIL_FROM: z.string().min(3).max(254).optional(),
  /** Rate limits and lockout counters shared by every API node, and the event relay; in-process when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of the event relay's Redis / NOTIFY channels (`<prefix>:wallet`): one per cluster sharing a Redis. */
  RELAY_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i)
    .default('platform'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_ISSUER: z.string().min(1).default('https://www.facebook.com'),
  FACEBOOK_JWKS_URL: z.url().default('https://www.facebook.com/.well-known/oauth/openid/jwks/'),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_JWKS_URL: z
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  /** Offer the built-in sandbox identity provider (demo and tests); never in production. */
  SANDBOX_IDENTITY: booleanFromEnv.optional(),
  /** Mount the sandbox payment gateway (hosted pay page, signed callbacks); never in production. */
  SANDBOX_GATEWAY: booleanFromEnv.optional(),
  /** The secret the sandbox gateway and this server sign orders and callbacks with (HMAC-SHA256). */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).max(256).default('sandbox-gateway-development-secret'),
  /** Where the sandbox gateway sends callbacks; by default this server's own listening address. */
  SANDBOX_GATEWAY_NOTIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How far a callback's timestamp may be from our clock before it is refused as a replay. */
  PAYMENT_CALLBACK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** Run the sandbox game vendor beside the server (its own port); never in production. */
  SANDBOX_VENDOR: booleanFromEnv.optional(),
  SANDBOX_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** The secret the demo vendors and this server sign wallet calls with (HMAC-SHA256). */
  SANDBOX_VENDOR_SECRET: z.string().min(16).max(256).default('sandbox-vendor-development-secret'),
  /** Where browsers load the sandbox vendor's games; by default 127.0.0.1 on its port. */
  SANDBOX_VENDOR_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the sandbox vendor calls this server's wallet API; by default 127.0.0.1 on PORT. */
  SANDBOX_VENDOR_PLATFORM_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Scheduled jobs (src/jobs): every node runs the runner; each period runs once in the cluster.
  /** This node's name in job runs and leases: unique per running process. */
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/)
    .default(`${hostname().slice(0, 100)}-${process.pid}`),
  JOBS_ENABLED: booleanFromEnv.default(true),
  /** How often the runner looks for due runs (a real timer; due times follow the app's clock). */
  JOB_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How long a claimed run is this node's; a node that dies leaves it to another after this. */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** `name=<cron or "every 30s">;name=...`: schedules instead of the jobs' defaults. */
  JOB_SCHEDULES: z.string().max(4000).optional(),
  /** When set, the `heartbeat` job runs every that many seconds (cluster test of exactly-once). */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /**
   * Tests only (the visual test): the app's clock starts at this ISO instant and runs on in real
   * time, so dates a page shows are the same on every run. Refused in production.
   */
  TEST_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /**
   * Tests only (the end-to-end journey of a real-time salary): how long after a window closes its
   * settlement reads it, instead of the 120 s that lets a late commit land. Refused in production.
   */
  TEST_SETTLE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).optional(),
});

type Derived =
  | 'SEED_DEMO'
  | 'IMAGE_DIR'
  | 'VALIDATE_RESPONSES'
  | 'PAYLOAD_ENCRYPTION'
  | 'SANDBOX_IDENTITY'
  | 'SANDBOX_GATEWAY'
  | 'SANDBOX_VENDOR'
  | 'SANDBOX_VENDOR_PUBLIC_URL'
  | 'SANDBOX_VENDOR_PLATFORM_URL'
  | 'JOB_SCHEDULES';
export type Config = Omit<z.output<typeof EnvSchema>, Derived> & {
  SEED_DEMO: boolean;
  VALIDATE_RESPONSES: boolean;
  IMAGE_DIR: string;
  PAYLOAD_ENCRYPTION: 'required' | 'optional';
  SANDBOX_IDENTITY: boolean;
  SANDBOX_GATEWAY: boolean;
  SANDBOX_VENDOR: boolean;
  SANDBOX_VENDOR_PUBLIC_URL: string;
  SANDBOX_VENDOR_PLATFORM_URL: string;
  /** Jobs whose schedule JOB_SCHEDULES overrides. */
  JOB_SCHEDULES: Partial<Record<JobName, Schedule>>;
  /** Development helpers under /dev (outbox, captcha answers): never in production. */
  DEV_HELPERS: boolean;
  /** /metrics and /docs on the public listener too: outside production only. */
  PUBLIC_OPS_ENDPOINTS: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", so `DATABASE_URL= npm start` uses the embedded database.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const missing: string[] = [];
  if (production && !c.PAYLOAD_PRIVATE_KEY) missing.push('  PAYLOAD_PRIVATE_KEY: required in production');
  if (production && !c.SECRETS_MASTER_KEY) missing.push('  SECRETS_MASTER_KEY: required in production');
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL)
    missing.push('  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_URL && !c.SMTP_HOST)
    missing.push('  SMTP_URL: required when MAIL_TRANSPORT=smtp (or SMTP_HOST with SMTP_PORT)');
  if (c.MAIL_TRANSPORT === 'smtp' && !c.MAIL_FROM)
    missing.push('  MAIL_FROM: required when MAIL_TRANSPORT=smtp');
  if (production && c.SANDBOX_IDENTITY) missing.push('  SANDBOX_IDENTITY: not allowed in production');
  if (production && c.SANDBOX_GATEWAY) missing.push('  SANDBOX_GATEWAY: not allowed in production');
  if (production && c.SANDBOX_VENDOR) missing.push('  SANDBOX_VENDOR: not allowed in production');
  if (production && c.TEST_CLOCK_START) missing.push('  TEST_CLOCK_START: not allowed in production');
  if (production && c.TEST_SETTLE_GRACE_SECONDS !== undefined)
    missing.push('  TEST_SETTLE_GRACE_SECONDS: not allowed in production');
  if (c.OPS_PORT && c.OPS_PORT === c.PORT)
    missing.push('  OPS_PORT: must differ from PORT (it is not public)');
  let jobSchedules: Partial<Record<JobName, Schedule>> = {};
  try {
    jobSchedules = parseJobSchedules(c.JOB_SCHEDULES);
  } catch (error) {
    if (!(error instanceof ScheduleError)) throw error;
    missing.push(`  JOB_SCHEDULES: ${error.message}`);
  }
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    VALIDATE_RESPONSES: c.VALIDATE_RESPONSES ?? c.NODE_ENV !== 'production',
    IMAGE_DIR: c.IMAGE_DIR ?? path.join(c.DATA_DIR, 'images'),
    PAYLOAD_ENCRYPTION: c.PAYLOAD_ENCRYPTION ?? (production ? 'required' : 'optional'),
    SANDBOX_IDENTITY: c.SANDBOX_IDENTITY ?? !production,
    SANDBOX_GATEWAY: c.SANDBOX_GATEWAY ?? !production,
    SANDBOX_VENDOR: c.SANDBOX_VENDOR ?? !production,
    SANDBOX_VENDOR_PUBLIC_URL: c.SANDBOX_VENDOR_PUBLIC_URL ?? `http://127.0.0.1:${c.SANDBOX_VENDOR_PORT}`,
    SANDBOX_VENDOR_PLATFORM_URL: c.SANDBOX_VENDOR_PLATFORM_URL ?? `http://127.0.0.1:${c.PORT}`,
    JOB_SCHEDULES: jobSchedules,
    DEV_HELPERS: !production,
    PUBLIC_OPS_ENDPOINTS: !production,
  };
}
