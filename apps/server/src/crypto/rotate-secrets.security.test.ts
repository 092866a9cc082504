import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../modules/accounts/accounts.tables.ts';
import { newTotpSecret } from '../modules/accounts/totp.ts';
import { seedOperator } from '../modules/operators/operators.seed.ts';
import { operators } from '../modules/operators/operators.tables.ts';
import { vendorIntegrations } from '../modules/seamless/seamless.tables.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rotateSealedSecrets } from './rotate-secrets.ts';
import { createSecretBox } from './secret-box.ts';
import { secretContext } from './secret-contexts.ts';

const oldKey = { id: 'old', key: randomBytes(32) };
const newKey = { id: 'new', key: randomBytes(32) };
const VENDOR_SECRET = 'plain-vendor-secret-from-before';
const PREVIOUS_VENDOR_SECRET = 'plain-previous-vendor-secret';
let t: TestApp;
let clock = new Date();
let ipCounter = 0;

// The app runs with the rotation configured: the new key current, the old one still listed.
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: {
      SECRETS_MASTER_KEY: newKey.key.toString('base64'),
      SECRETS_MASTER_KEY_ID: newKey.id,
      SECRETS_PREVIOUS_KEYS: `${oldKey.id}:${oldKey.key.toString('base64')}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const freshIp = () => `10.9.0.${++ipCounter}`;

async function post(url: string, body: unknown, options: { token?: string; ip?: string } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload: body as object,
  });
  return { status: response.statusCode, json: response.json() };
}

/** A member who has logged in once from a home address, so a new address asks for more proof. */
async function register(username: string): Promise<{ token: string; memberId: number }> {
  const home = freshIp();
  const response = await t.app.inject({
    method: 'PUT',
    url: API_PATHS.register,
    remoteAddress: home,
    payload: {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      termsAccepted: true,
      registerMethod: 'WEB',
    },
  });
  expect(response.statusCode).toBe(201);
  const login = await post(API_PATHS.login, { username, password: 'Secret123' }, { ip: home });
  expect(login.status).toBe(200);
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, username));
  return { token: login.json.value.token, memberId: row?.id ?? 0 };
}

/** A login from an address the member never used: it must pass the authenticator check. */
async function loginWithTotp(username: string, secret: string) {
  clock = new Date(clock.getTime() + 30_000); // a fresh time step: each code is accepted once
  const ip = freshIp();
  const asked = await post(API_PATHS.login, { username, password: 'Secret123' }, { ip });
  expect(asked.json).toMatchObject({ code: 'EXTRA_VERIFICATION_REQUIRED' });
  expect(asked.json.value.methods).toContain('TOTP');
  const code = generateSync({ secret, epoch: Math.floor(clock.getTime() / 1000) });
  return post(
    API_PATHS.login,
    { username, password: 'Secret123', extraVerification: { method: 'TOTP', value: code } },
    { ip },
  );
}

async function storedTotp(memberId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ stored: members.totpSecret })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.stored ?? '';
}

describe('secrets at rest (finding 10): member TOTP', () => {
  it('keeps the authenticator secret sealed in the database, and the login with its code works', async () => {
    const { token, memberId } = await register('Sealed01');
    const setup = await post(API_PATHS.totpSetup, {}, { token });
    const secret = setup.json.value.secret as string;
    clock = new Date(clock.getTime() + 30_000);
    const code = generateSync({ secret, epoch: Math.floor(clock.getTime() / 1000) });
    expect((await post(API_PATHS.totpConfirm, { code }, { token })).status).toBe(200);
    const stored = await storedTotp(memberId);
    expect(stored).toMatch(/^sb1\.new\./);
    expect(stored).not.toContain(secret);
    expect((await loginWithTotp('Sealed01', secret)).status).toBe(200);
  });
});

describe('secrets at rest (finding 10): rotation', () => {
  it('re-seals plain rows from before and rows under the previous key, so the database no longer holds the secrets', async () => {
    const oldBox = createSecretBox(oldKey);
    // A member from before encryption (plain) and one sealed under the key being rotated out.
    const plainMember = await register('Plain001');
    const plainSecret = newTotpSecret();
    await t.database.db
      .update(members)
      .set({ totpSecret: plainSecret, totpEnabled: true })
      .where(eq(members.id, plainMember.memberId));
    const oldMember = await register('OldKey01');
    const oldSecret = newTotpSecret();
    await t.database.db
      .update(members)
      .set({
        totpSecret: oldBox.seal(oldSecret, secretContext.memberTotp(oldMember.memberId)),
        totpEnabled: true,
      })
      .where(eq(members.id, oldMember.memberId));
    const operatorId = await seedOperator(
      t.database.db,
      t.merchantId,
      {
        username: 'rotator',
        password: 'Operator123!',
        role: 'admin',
      },
      t.ctx.system.now(),
    );
    const operatorSecret = newTotpSecret();
    await t.database.db
      .update(operators)
      .set({ totpSecret: oldBox.seal(operatorSecret, secretContext.operatorTotp(operatorId)) })
      .where(eq(operators.id, operatorId));
    await t.database.db.insert(vendorIntegrations).values({
      vendorCode: 'PG',
      launchUrl: 'http://127.0.0.1:3999/play',
      apiSecret: VENDOR_SECRET,
      // The secret a console rotation replaced, still in its grace period.
      previousApiSecret: PREVIOUS_VENDOR_SECRET,
      previousSecretUntil: new Date(Date.now() + 3_600_000),
    });

    // No downtime: before the rotation has run, both kinds of rows are read.
    expect((await loginWithTotp('Plain001', plainSecret)).status).toBe(200);
    expect((await loginWithTotp('OldKey01', oldSecret)).status).toBe(200);

    const counts = await rotateSealedSecrets(t.database.db, t.ctx.secrets);
    expect(counts.map((c) => [c.column, c.resealed])).toEqual(
      expect.arrayContaining([
        ['members.totp_secret', 2],
        ['operators.totp_secret', 1],
        ['vendor_integrations.api_secret', 1],
        ['vendor_integrations.previous_api_secret', 1],
      ]),
    );

    const memberRows = await t.database.db.select({ stored: members.totpSecret }).from(members);
    const operatorRows = await t.database.db.select({ stored: operators.totpSecret }).from(operators);
    const vendorRows = await t.database.db
      .select({ stored: vendorIntegrations.apiSecret })
      .from(vendorIntegrations);
    const previousRows = await t.database.db
      .select({ stored: vendorIntegrations.previousApiSecret })
      .from(vendorIntegrations);
    const everyStored = [...memberRows, ...operatorRows, ...vendorRows, ...previousRows]
      .map((row) => row.stored ?? '')
      .join('\n');
    for (const secret of [plainSecret, oldSecret, operatorSecret, VENDOR_SECRET, PREVIOUS_VENDOR_SECRET])
      expect(everyStored).not.toContain(secret);
    const stillNeedingOldKey = [...memberRows, ...operatorRows, ...vendorRows, ...previousRows].filter(
      (row) => row.stored !== null && !t.ctx.secrets.isCurrent(row.stored),
    );
    expect(stillNeedingOldKey).toEqual([]);

    // Idempotent: a second run finds nothing to do.
    const again = await rotateSealedSecrets(t.database.db, t.ctx.secrets);
    expect(again.every((c) => c.resealed === 0 && c.skipped === 0)).toBe(true);

    // The old key can now be dropped: the current key alone opens every row.
    const newOnly = createSecretBox(newKey);
    const [vendor] = vendorRows;
    expect(newOnly.open(vendor?.stored ?? '', secretContext.vendorApiSecret('PG'))).toBe(VENDOR_SECRET);
    const [operator] = await t.database.db
      .select({ stored: operators.totpSecret })
      .from(operators)
      .where(eq(operators.id, operatorId));
    expect(newOnly.open(operator?.stored ?? '', secretContext.operatorTotp(operatorId))).toBe(operatorSecret);

    // And the members still log in with their authenticator.
    expect((await loginWithTotp('Plain001', plainSecret)).status).toBe(200);
    expect((await loginWithTotp('OldKey01', oldSecret)).status).toBe(200);
  });
});
