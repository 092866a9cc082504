import { API_PATHS } from '@platform/contract/paths';
import { importSealingKey, type SealedBody, sealPayload } from '@platform/contract/sealed-payload';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../modules/accounts/accounts.tables.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Finding 9 of the security review: a captured sealed login could be sent again while its key was in use.
let t: TestApp;
let clock: Date;

beforeAll(async () => {
  clock = new Date();
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const login = { username: 'demo01', password: 'Demo1234' };

async function sealLogin(sealedAt: number): Promise<SealedBody> {
  const published = (await t.app.inject({ method: 'GET', url: API_PATHS.publicKey })).json().value;
  return sealPayload(await importSealingKey(published.publicKey), published.keyId, login, { sealedAt });
}

const postLogin = (body: SealedBody) => t.app.inject({ method: 'POST', url: API_PATHS.login, payload: body });

async function demoSessions(): Promise<number> {
  const [row] = await t.database.db
    .select({ sessions: count() })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(members.account, login.username));
  return row?.sessions ?? 0;
}

describe('sealed bodies cannot be replayed (security finding 9)', () => {
  it('accepts a freshly sealed login', async () => {
    const before = await demoSessions();
    const fresh = await postLogin(await sealLogin(clock.getTime()));
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().value.token).toEqual(expect.any(String));
    expect(await demoSessions()).toBe(before + 1);
  });

  it('refuses the same sealed login sent twice, and the second makes no session', async () => {
    const captured = await sealLogin(clock.getTime());
    expect((await postLogin(captured)).statusCode).toBe(200);
    const sessionsAfterFirst = await demoSessions();

    const replayed = await postLogin(captured);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ success: false, code: 'SEALED_BODY_REPLAYED' });
    expect(replayed.json().value?.token).toBeUndefined();
    expect(await demoSessions()).toBe(sessionsAfterFirst);
  });

  it("refuses a login sealed 10 minutes ago, telling the client the server's time, and makes no session", async () => {
    const before = await demoSessions();
    const stale = await postLogin(await sealLogin(clock.getTime() - 10 * 60_000));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      success: false,
      code: 'SEALED_BODY_STALE',
      value: { serverTime: clock.getTime() },
    });
    expect(await demoSessions()).toBe(before);
  });
});
