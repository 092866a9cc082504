import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  IMAGE_BASE_URL: z.string().min(1).default('/images'),
  IMAGE_DIR: z.string().min(1).optional(),
  GEOIP_DB_PATH: z
    .string()
    .min(1)
    .default(require.resolve('@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb')),
  DEFAULT_MERCHANT_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('DEMO'),
  SEED_DEMO: booleanFromEnv.optional(),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Config = Omit<z.output<typeof EnvSchema>, 'SEED_DEMO' | 'IMAGE_DIR' | 'VALIDATE_RESPONSES'> & {
  SEED_DEMO: boolean;
  VALIDATE_RESPONSES: boolean;
  IMAGE_DIR: string;
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
  return {
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    VALIDATE_RESPONSES: c.VALIDATE_RESPONSES ?? c.NODE_ENV !== 'production',
    IMAGE_DIR: c.IMAGE_DIR ?? path.join(c.DATA_DIR, 'images'),
  };
}
