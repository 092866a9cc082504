import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// What production requires besides (each is tested by its own finding's test).
const SECRETS_MASTER_KEY = Buffer.alloc(32, 1).toString('base64');

describe('configuration', () => {
  it('runs on a fresh machine with no variables: embedded database, port 3000, demo data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./.data');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.TRUSTED_PROXIES).toEqual([]);
    expect(config.IMAGE_DIR).toMatch(/\.data[/\\]images$/);
  });

  it('does not seed demo data in production unless asked to', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_PRIVATE_KEY: 'pem', SECRETS_MASTER_KEY } as const;
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('in production requires the payload key, requires encryption, and has no development helpers', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_PRIVATE_KEY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYLOAD_PRIVATE_KEY: 'pem',
        SECRETS_MASTER_KEY,
        SANDBOX_IDENTITY: 'true',
      }),
    ).toThrow(/SANDBOX_IDENTITY/);
    const config = loadConfig({ NODE_ENV: 'production', PAYLOAD_PRIVATE_KEY: 'pem', SECRETS_MASTER_KEY });
    expect(config).toMatchObject({
      PAYLOAD_ENCRYPTION: 'required',
      DEV_HELPERS: false,
      SANDBOX_IDENTITY: false,
    });
    expect(loadConfig({})).toMatchObject({
      PAYLOAD_ENCRYPTION: 'optional',
      DEV_HELPERS: true,
      SANDBOX_IDENTITY: true,
    });
  });

  it('takes a test clock start outside production only', () => {
    const start = '2026-01-15T04:00:00.000Z';
    expect(loadConfig({ TEST_CLOCK_START: start }).TEST_CLOCK_START).toBe(start);
    expect(() => loadConfig({ TEST_CLOCK_START: 'yesterday' })).toThrow(/TEST_CLOCK_START/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYLOAD_PRIVATE_KEY: 'pem',
        SECRETS_MASTER_KEY,
        TEST_CLOCK_START: start,
      }),
    ).toThrow(/TEST_CLOCK_START: not allowed in production/);
  });

  it('takes a shorter settlement grace outside production only, never longer than the real one', () => {
    expect(loadConfig({ TEST_SETTLE_GRACE_SECONDS: '2' }).TEST_SETTLE_GRACE_SECONDS).toBe(2);
    expect(() => loadConfig({ TEST_SETTLE_GRACE_SECONDS: '600' })).toThrow(/TEST_SETTLE_GRACE_SECONDS/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYLOAD_PRIVATE_KEY: 'pem',
        SECRETS_MASTER_KEY,
        TEST_SETTLE_GRACE_SECONDS: '2',
      }),
    ).toThrow(/TEST_SETTLE_GRACE_SECONDS: not allowed in production/);
  });

  it('needs a gateway URL for the HTTP SMS provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' }).SMS_PROVIDER).toBe(
      'http',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('parses lists and numbers', () => {
    const config = loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16', PORT: '8080' });
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(config.PORT).toBe(8080);
  });

  it('fails fast naming each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' })).toThrow(
      /SEED_DEMO[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*SEED_DEMO/,
    );
  });
});
