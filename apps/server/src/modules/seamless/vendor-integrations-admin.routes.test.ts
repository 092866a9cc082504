import { ADMIN_PATHS } from '@platform/contract/paths';
import { VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretContext } from '../../crypto/secret-contexts.ts';
import { importTestFeeds } from '../../test/game-feeds.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { credit, newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { vendorIntegrations } from './seamless.tables.ts';
import { signVendorRequest } from './vendor-signature.ts';

const FIRST_SECRET = 'pg-first-secret-0123456789';
const URL_OF = ADMIN_PATHS.vendorIntegrations;
let clock = new Date();
let t: TestApp;
let admin: string;
let playerId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await importTestFeeds(
    t,
    [{ vendor: 'PG', games: [{ gameId: 'ox', names: { EN: 'Ox' }, gameType: 'RNG' }] }],
    clock,
  );
  await t.database.db.insert(vendorIntegrations).values({
    vendorCode: 'PG',
    launchUrl: 'http://127.0.0.1:3999/play',
    apiSecret: t.ctx.secrets.seal(FIRST_SECRET, secretContext.vendorApiSecret('PG')),
    allowedIps: ['127.0.0.1/32'],
  });
  admin = await operatorToken(t, 'integrations-admin', 'admin');
  const member = await newMemberSession(t);
  await credit(t, member.memberId, 5_000);
  playerId = String(member.memberId);
});
afterAll(() => t.close());

/** A balance call as the vendor makes it: signed with `secret`, from `ip`, at the app's time. */
function balanceCall(secret: string, ip = '127.0.0.1', vendorCode = 'PG') {
  const rawBody = JSON.stringify({ playerId });
  const timestamp = String(clock.getTime());
  return t.app.inject({
    method: 'POST',
    url: VENDOR_API_PATHS.balance,
    headers: {
      'content-type': 'application/json',
      [VENDOR_HEADERS.vendor]: vendorCode,
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.signature]: signVendorRequest(secret, { vendorCode, timestamp, rawBody }),
    },
    payload: rawBody,
    remoteAddress: ip,
  });
}
const codeOf = async (call: ReturnType<typeof balanceCall>) => {
  const answer = (await call).json();
  return answer.success ? 'OK' : answer.code;
};

const operatorCall = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

const rotate = (graceMinutes: unknown, token = admin) =>
  operatorCall('POST', `${URL_OF}/PG/rotate-secret`, { graceMinutes }, token);

describe('rotating a vendor’s signing secret', () => {
  it('answers a new secret once; the old one keeps working through the grace period, then never again', async () => {
    const rotated = await rotate(60);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, integration } = rotated.json().value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(integration.previousSecretUntil).toBe(new Date(clock.getTime() + 3_600_000).toISOString());

    expect(await codeOf(balanceCall(secret))).toBe('OK');
    expect(await codeOf(balanceCall(FIRST_SECRET))).toBe('OK');

    clock = new Date(clock.getTime() + 61 * 60_000);
    // Half an hour idle ends a console session: the operator signs in again.
    admin = await operatorToken(t, 'integrations-admin-2', 'admin');
    expect(await codeOf(balanceCall(FIRST_SECRET))).toBe('VENDOR_SIGNATURE_INVALID');
    expect(await codeOf(balanceCall(secret))).toBe('OK');
    const [listed] = (await operatorCall('GET', URL_OF)).json().value.list;
    expect(listed).toMatchObject({ vendorCode: 'PG', previousSecretUntil: null });

    // Neither the list nor the audit log ever holds a secret.
    const audit = await operatorCall('GET', `${ADMIN_PATHS.auditLog}?objectType=vendor&objectId=PG`);
    expect(audit.json().value.list[0]).toMatchObject({
      action: 'vendor.rotate-secret',
      operatorUsername: 'integrations-admin',
    });
    for (const body of [audit.body, JSON.stringify(listed)]) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain(FIRST_SECRET);
    }
  });

  it('with no grace period, the secret it replaces stops at once', async () => {
    const before = (await rotate(60)).json().value.secret as string;
    const after = (await rotate(0)).json().value.secret as string;
    expect(await codeOf(balanceCall(before))).toBe('VENDOR_SIGNATURE_INVALID');
    expect(await codeOf(balanceCall(after))).toBe('OK');
  });
});

describe('a vendor’s allowed addresses and launch target', () => {
  it('lets calls in from the listed blocks only, as soon as the list changes', async () => {
    const secret = (await rotate(0)).json().value.secret as string;
    const changed = await operatorCall('PATCH', `${URL_OF}/PG`, {
      allowedIps: ['203.0.113.0/24', '2001:db8::/32'],
    });
    expect(changed.json()).toMatchObject({
      success: true,
      value: { allowedIps: ['203.0.113.0/24', '2001:db8::/32'] },
    });
    expect(await codeOf(balanceCall(secret, '127.0.0.1'))).toBe('VENDOR_IP_NOT_ALLOWED');
    expect(await codeOf(balanceCall(secret, '203.0.113.7'))).toBe('OK');
    expect(await codeOf(balanceCall(secret, '2001:db8::5'))).toBe('OK');

    const target = await operatorCall('PATCH', `${URL_OF}/PG`, { launchTarget: 'window' });
    expect(target.json().value).toMatchObject({
      launchTarget: 'window',
      allowedIps: ['203.0.113.0/24', '2001:db8::/32'],
    });
  });

  it('refuses bad input with 400 and a role without the permission with 403, changing nothing', async () => {
    const before = (await operatorCall('GET', URL_OF)).json().value.list;
    for (const body of [
      { allowedIps: ['999.1.1.1'] },
      { allowedIps: ['10.0.0.0/33'] },
      { allowedIps: [] },
      { allowedIps: ['10.0.0.1', '10.0.0.1'] },
      { allowedIps: ['10.0.0.1\u0000'] },
      { launchTarget: 'popup' },
      {},
    ]) {
      const refused = await operatorCall('PATCH', `${URL_OF}/PG`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const grace of [-1, 7 * 24 * 60 + 1, 1.5, '60'])
      expect((await rotate(grace)).statusCode, String(grace)).toBe(400);
    expect((await operatorCall('PATCH', `${URL_OF}/NOPE`, { launchTarget: 'iframe' })).statusCode).toBe(404);

    const finance = await operatorToken(t, 'integrations-finance', 'finance');
    const listed = await operatorCall('GET', URL_OF, undefined, finance);
    expect(listed.statusCode).toBe(403);
    expect(listed.body).not.toContain('127.0.0.1');
    expect((await rotate(0, finance)).statusCode).toBe(403);
    expect((await operatorCall('GET', URL_OF)).json().value.list).toEqual(before);
  });
});

describe('onboarding a vendor', () => {
  const studio = {
    vendorCode: 'NEWSTUDIO',
    displayName: 'New Studio',
    walletMode: 'seamless',
    launchUrl: 'https://games.newstudio.example/launch',
    launchTarget: 'iframe',
    allowedIps: ['198.51.100.0/24'],
  };

  it('answers a generated secret once, with which the vendor’s signed calls pass from its addresses', async () => {
    const onboarded = await operatorCall('POST', URL_OF, studio);
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    const { secret, integration } = onboarded.json().value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(integration).toMatchObject({ vendorCode: 'NEWSTUDIO', allowedIps: ['198.51.100.0/24'] });

    expect(await codeOf(balanceCall(secret, '198.51.100.9', 'NEWSTUDIO'))).toBe('OK');
    expect(await codeOf(balanceCall(secret, '127.0.0.1', 'NEWSTUDIO'))).toBe('VENDOR_IP_NOT_ALLOWED');
    expect(await codeOf(balanceCall(FIRST_SECRET, '198.51.100.9', 'NEWSTUDIO'))).toBe(
      'VENDOR_SIGNATURE_INVALID',
    );

    // The merchant sees it last in its vendor list, not offered until it chooses to.
    const vendors = (await operatorCall('GET', ADMIN_PATHS.gameVendors)).json().value.list as {
      vassalage: string;
      enabled: boolean;
    }[];
    expect(vendors.at(-1)).toMatchObject({ vassalage: 'NEWSTUDIO', enabled: false });

    const audit = await operatorCall('GET', `${ADMIN_PATHS.auditLog}?objectType=vendor&objectId=NEWSTUDIO`);
    expect(audit.json().value.list[0]).toMatchObject({ action: 'vendor.onboard' });
    expect(audit.body).not.toContain(secret);
  });

  it('refuses a taken code with 409 and bad input with 400, writing nothing', async () => {
    const before = (await operatorCall('GET', URL_OF)).json().value.list;
    const taken = await operatorCall('POST', URL_OF, { ...studio, displayName: 'Impostor' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    for (const body of [
      { ...studio, vendorCode: 'FRESH', walletMode: 'transfer' },
      { ...studio, vendorCode: 'FRESH', walletApiUrl: 'https://wallet.example/api' },
      { ...studio, vendorCode: 'FRESH', launchUrl: 'http://games.example/launch' },
      { ...studio, vendorCode: 'FRESH', launchUrl: 'https://user:pass@games.example/launch' },
      { ...studio, vendorCode: 'fresh' },
      { ...studio, vendorCode: 'FRESH', allowedIps: [] },
      { ...studio, vendorCode: 'FRESH', displayName: 'New\u0000Studio' },
      { ...studio, vendorCode: 'FRESH', walletMode: 'credit' },
    ]) {
      const refused = await operatorCall('POST', URL_OF, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const finance = await operatorToken(t, 'onboarding-finance', 'finance');
    expect((await operatorCall('POST', URL_OF, { ...studio, vendorCode: 'FRESH' }, finance)).statusCode).toBe(
      403,
    );
    expect((await operatorCall('GET', URL_OF)).json().value.list).toEqual(before);
  });

  it('onboards a transfer vendor with the wallet address we call', async () => {
    const onboarded = await operatorCall('POST', URL_OF, {
      ...studio,
      vendorCode: 'OWNWALLET',
      walletMode: 'transfer',
      walletApiUrl: 'https://wallet.ownwallet.example/api/',
    });
    expect(onboarded.json().value.integration).toMatchObject({
      vendorCode: 'OWNWALLET',
      walletApiUrl: 'https://wallet.ownwallet.example/api/',
    });
  });
});
