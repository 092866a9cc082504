import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertMember } from '../accounts/members.service.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';

/* The operator's read-only view of what players set for themselves, kept to the operator's merchant. */

let t: TestApp;
let clock = new Date();
let support: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  support = await operatorToken(t, 'rg-support', 'support');
});
afterAll(async () => {
  await t?.close();
});

const asOperator = (url: string, token = support) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const asMember = (token: string, method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

describe('operator view of responsible gambling', () => {
  it('shows a player’s limits and exclusions, and lists exclusions in force', async () => {
    const player = await newMemberSession(t);
    await asMember(player.token, 'PUT', API_PATHS.responsibleLimits, {
      kind: 'loss',
      window: 'week',
      amount: 70_000,
    });
    await asMember(player.token, 'POST', API_PATHS.responsibleExclusion, { kind: 'timeout', period: 'P7D' });

    const page = await asOperator(ADMIN_PATHS.memberResponsible.replace(':id', String(player.memberId)));
    expect(page.statusCode).toBe(200);
    const value = page.json().value;
    expect(value.overview.limits).toContainEqual(
      expect.objectContaining({ kind: 'loss', window: 'week', amount: 70_000, remaining: 70_000 }),
    );
    expect(value.exclusions).toEqual([
      expect.objectContaining({ kind: 'timeout', period: 'P7D', inForce: true }),
    ]);

    const inForce = (await asOperator(`${ADMIN_PATHS.exclusions}?inForce=true`)).json().value.list;
    expect(inForce.map((row: { memberId: number }) => row.memberId)).toContain(player.memberId);
    // A week later the time-out is over: still in the history, no longer in force.
    clock = new Date(clock.getTime() + 7 * 24 * 3_600_000 + 1);
    const later = (
      await asOperator(
        `${ADMIN_PATHS.exclusions}?inForce=true`,
        await operatorToken(t, 'rg-support-2', 'support'),
      )
    ).json().value.list;
    expect(later.map((row: { memberId: number }) => row.memberId)).not.toContain(player.memberId);
  });

  it('answers 404 for another merchant’s player and 403 without members.read', async () => {
    const other = await addSecondMerchant(t, {
      code: 'RGOTHER',
      brandName: 'RG Other',
      licenseNumber: '3',
      domain: 'rg-other.example',
    });
    const inserted = await insertMember(t.database.db, {
      merchantId: other.id,
      account: 'rgother1',
      nickname: 'rgother1',
      type: 0,
      passwordHash: null,
      registerIp: '127.0.0.1',
      registerMethod: 'WEB',
      registerType: 'USERNAME',
      createdAt: clock,
    });
    if (!inserted.ok) throw new Error('could not insert a member');
    const fresh = await operatorToken(t, 'rg-support-3', 'support');
    const foreign = await asOperator(
      ADMIN_PATHS.memberResponsible.replace(':id', String(inserted.member.id)),
      fresh,
    );
    expect(foreign.statusCode).toBe(404);
    const content = await operatorToken(t, 'rg-content', 'content');
    expect((await asOperator(ADMIN_PATHS.exclusions, content)).statusCode).toBe(403);
  });
});
