import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSequence } from '../../test/client-addresses.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { sessions } from './accounts.tables.ts';
import { HANDOFF_TTL_MS } from './session-handoff.service.ts';
import { hashToken } from './sessions.service.ts';

/*
 * The iOS download QR code signs a phone in with a one-time code, never the session token: the
 * code is used once, soon, and only while the session that made it is live.
 */
let t: TestApp;
const { now, advance } = testClock('2026-11-22T08:00:00Z');
const freshIp = addressSequence('10.7', 10);

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

async function issue(token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.sessionHandoff,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, json: response.json() };
}

async function redeem(code: unknown, ip = freshIp()) {
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.sessionHandoffRedeem,
    remoteAddress: ip,
    payload: { code } as object,
  });
  return { status: response.statusCode, json: response.json() };
}

async function accountOf(token: string) {
  const response = await t.app.inject({
    url: API_PATHS.memberInfo,
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode === 200 ? (response.json().value.account as string) : null;
}

describe('session handoff (the iOS download QR code)', () => {
  it('signs a second device in as the same member with a new session, once', async () => {
    const member = await newMemberSession(t);
    const { status, json } = await issue(member.token);
    expect(status).toBe(200);
    expect(json.value.code).not.toBe(member.token);
    expect(new Date(json.value.expiresAt).getTime()).toBe(now().getTime() + HANDOFF_TTL_MS);

    const phone = await redeem(json.value.code);
    expect(phone.status).toBe(200);
    expect(phone.json.value.token).not.toBe(member.token);
    expect(await accountOf(phone.json.value.token)).toBe(await accountOf(member.token));

    const again = await redeem(json.value.code);
    expect(again.status).toBe(401);
    expect(again.json).toMatchObject({ code: 'HANDOFF_CODE_INVALID' });
  });

  it('gives one session to two devices racing with one code', async () => {
    const member = await newMemberSession(t);
    const { code } = (await issue(member.token)).json.value;
    const answers = await Promise.all([redeem(code), redeem(code), redeem(code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a code past its two minutes', async () => {
    const member = await newMemberSession(t);
    const { code } = (await issue(member.token)).json.value;
    advance(HANDOFF_TTL_MS);
    expect((await redeem(code)).json).toMatchObject({ code: 'HANDOFF_CODE_INVALID' });
  });

  it('refuses a code whose session ended (logout), and a code nobody issued', async () => {
    const member = await newMemberSession(t);
    const { code } = (await issue(member.token)).json.value;
    await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.logout,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect((await redeem(code)).status).toBe(401);
    expect((await redeem('x'.repeat(43))).json).toMatchObject({ code: 'HANDOFF_CODE_INVALID' });
  });

  it('keeps the hard end of the session time limit on the new session', async () => {
    const member = await newMemberSession(t);
    const endsAt = new Date(now().getTime() + 30 * 60_000);
    await t.database.db
      .update(sessions)
      .set({ endsAt })
      .where(eq(sessions.tokenHash, hashToken(member.token)));
    const phone = await redeem((await issue(member.token)).json.value.code);
    const [made] = await t.database.db
      .select({ endsAt: sessions.endsAt, loginType: sessions.loginType })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(phone.json.value.token)));
    expect(made).toEqual({ endsAt, loginType: 'HANDOFF' });
  });

  it('needs a session to issue, and refuses bad input with a clear error', async () => {
    const refused = await t.app.inject({ method: 'POST', url: API_PATHS.sessionHandoff });
    expect(refused.statusCode).toBe(401);
    for (const code of [undefined, 42, '', 'a'.repeat(65), 'bad\u0000code'])
      expect((await redeem(code)).json).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('counts wrong codes per address before comparing: past 20, even a right code waits', async () => {
    const member = await newMemberSession(t);
    const { code } = (await issue(member.token)).json.value;
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await redeem(`wrong-${i}`.padEnd(43, 'x'), ip)).status).toBe(401);
    const paused = await redeem(code, ip);
    expect(paused.status).toBe(429);
    expect(paused.json).toMatchObject({ code: 'RATE_LIMITED' });
    // The code was not compared, so it still works from elsewhere.
    expect((await redeem(code)).status).toBe(200);
  });
});
