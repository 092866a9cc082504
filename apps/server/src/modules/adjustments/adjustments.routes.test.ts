import { randomBytes } from 'node:crypto';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { expectLedgerWhole } from '../payments/payments-test-helpers.ts';
import { fundedMember, newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { balanceAdjustments } from './adjustments.tables.ts';

let t: TestApp;
let maker: string;
let checker: string;
let secondChecker: string;
let admin: string;
let support: string;

const THRESHOLD = 1_000_00;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, json: response.json() };
}

const key = () => `adj-${randomBytes(8).toString('hex')}`;

function request(memberId: number, body: Record<string, unknown> = {}, token = maker) {
  return call('POST', ADMIN_PATHS.adjustments, token, {
    memberId,
    account: 'cash',
    direction: 'credit',
    amount: 500_00,
    reason: 'Goodwill for a failed game round',
    idempotencyKey: key(),
    ...body,
  });
}

const decide = (id: number, decision: 'approve' | 'reject', token: string, body: object = {}) =>
  call('POST', `${ADMIN_PATHS.adjustments}/${id}/${decision}`, token, body);

const balanceOf = async (memberId: number, kind: 'cash' | 'bonus' = 'cash') =>
  (await memberBalances(t.database.db, memberId))[kind] ?? 0;

const adjustmentTransfers = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'adjustment'))
  )[0]?.n ?? 0;

const adjustmentRows = async () =>
  (await t.database.db.select({ n: count() }).from(balanceAdjustments))[0]?.n ?? 0;

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'balance_adjustment'), eq(auditLog.objectId, String(id))));

beforeAll(async () => {
  t = await createTestApp();
  maker = await operatorToken(t, 'maker', 'finance');
  checker = await operatorToken(t, 'checker', 'finance');
  secondChecker = await operatorToken(t, 'checker2', 'finance');
  admin = await operatorToken(t, 'chief', 'admin');
  support = await operatorToken(t, 'helper', 'support');
}, 60_000);
afterAll(async () => {
  await expectLedgerWhole(t);
  await t.close();
});
beforeEach(async () => {
  const set = await call('PUT', ADMIN_PATHS.adjustmentPolicy, admin, { approvalThreshold: THRESHOLD });
  expect(set.status, JSON.stringify(set.json)).toBe(200);
});

describe('manual adjustments', () => {
  it('posts at or below the threshold at once, through the ledger, audited with the operator and balances', async () => {
    const member = await fundedMember(t, 200_00);
    const answer = await request(member.memberId, { amount: THRESHOLD });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.value).toMatchObject({
      status: 'posted',
      requiresApproval: false,
      amount: THRESHOLD,
      requestedByName: 'maker',
      decidedBy: null,
      balanceAfter: 200_00 + THRESHOLD,
    });
    expect(await balanceOf(member.memberId)).toBe(200_00 + THRESHOLD);
    const [audit] = await auditOf(answer.json.value.id);
    expect(audit).toMatchObject({
      action: 'adjustment.post',
      before: { balance: 200_00 },
      after: { status: 'posted', requestedBy: 'maker', balance: 200_00 + THRESHOLD, amount: THRESHOLD },
    });
    await expectLedgerWhole(t);
  });

  it('answers a retried request with the first adjustment and moves the money once', async () => {
    const member = await newMemberSession(t);
    const body = { amount: 300_00, idempotencyKey: key(), account: 'bonus' };
    const [first, again] = await Promise.all([
      request(member.memberId, body),
      request(member.memberId, body),
    ]);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json.value.id).toBe(first.json.value.id);
    expect(await balanceOf(member.memberId, 'bonus')).toBe(300_00);
    const reused = await request(member.memberId, { ...body, amount: 301_00 });
    expect(reused.status).toBe(409);
    expect(reused.json.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('keeps an amount above the threshold pending until another operator approves it', async () => {
    const member = await newMemberSession(t);
    const asked = await request(member.memberId, { amount: THRESHOLD + 1 });
    expect(asked.json.value).toMatchObject({ status: 'pending', requiresApproval: true, balanceAfter: null });
    expect(await balanceOf(member.memberId)).toBe(0);

    const own = await decide(asked.json.value.id, 'approve', maker);
    expect(own.status).toBe(403);
    expect(own.json.code).toBe('ADJUSTMENT_SELF_APPROVAL');
    expect(await balanceOf(member.memberId)).toBe(0);

    const approved = await decide(asked.json.value.id, 'approve', checker, { note: 'Checked the ticket' });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.value).toMatchObject({
      status: 'posted',
      decidedByName: 'checker',
      decisionNote: 'Checked the ticket',
      balanceAfter: THRESHOLD + 1,
    });
    expect(await balanceOf(member.memberId)).toBe(THRESHOLD + 1);
    const actions = (await auditOf(asked.json.value.id)).map((row) => row.action).sort();
    expect(actions).toEqual(['adjustment.approve', 'adjustment.request']);
    const rejectLate = await decide(asked.json.value.id, 'reject', secondChecker, { note: 'too late' });
    expect(rejectLate.status).toBe(409);
    expect(rejectLate.json.code).toBe('ADJUSTMENT_DECIDED');
  });

  it('posts exactly once when two approvers click at once', async () => {
    const member = await newMemberSession(t);
    const asked = await request(member.memberId, { amount: 5_000_00 });
    const before = await adjustmentTransfers();
    const answers = await Promise.all([
      decide(asked.json.value.id, 'approve', checker),
      decide(asked.json.value.id, 'approve', secondChecker),
      decide(asked.json.value.id, 'approve', checker),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(answer.json.value.status).toBe('posted');
    expect(await adjustmentTransfers()).toBe(before + 1);
    expect(await balanceOf(member.memberId)).toBe(5_000_00);
    expect(
      (await auditOf(asked.json.value.id)).filter((row) => row.action === 'adjustment.approve'),
    ).toHaveLength(1);
    await expectLedgerWhole(t);
  });

  it('moves no money on a rejection, and the maker may withdraw their own request', async () => {
    const member = await newMemberSession(t);
    const before = await adjustmentTransfers();
    const first = await request(member.memberId, { amount: 2_000_00 });
    const rejected = await decide(first.json.value.id, 'reject', checker, { note: 'No ticket' });
    expect(rejected.json.value).toMatchObject({
      status: 'rejected',
      decidedByName: 'checker',
      decisionNote: 'No ticket',
    });
    const second = await request(member.memberId, { amount: 2_000_00 });
    const withdrawn = await decide(second.json.value.id, 'reject', maker, { note: 'Wrong amount' });
    expect(withdrawn.json.value).toMatchObject({ status: 'rejected', decidedByName: 'maker' });
    const noNote = await decide(second.json.value.id, 'reject', checker, {});
    expect(noNote.status).toBe(400);
    expect(await balanceOf(member.memberId)).toBe(0);
    expect(await adjustmentTransfers()).toBe(before);
    const approveRejected = await decide(first.json.value.id, 'approve', secondChecker);
    expect(approveRejected.json.code).toBe('ADJUSTMENT_DECIDED');
  });

  it('refuses a debit beyond the balance and writes nothing, at once or at approval', async () => {
    const member = await fundedMember(t, 300_00);
    const rows = await adjustmentRows();
    const transfers = await adjustmentTransfers();
    const small = await request(member.memberId, { direction: 'debit', amount: 300_01 });
    expect(small.status).toBe(409);
    expect(small.json.code).toBe('INSUFFICIENT_FUNDS');
    const large = await request(member.memberId, { direction: 'debit', amount: THRESHOLD + 1 });
    expect(large.json.code).toBe('INSUFFICIENT_FUNDS');
    expect(await adjustmentRows()).toBe(rows);

    // Covered when asked, spent before the checker looks: the ledger refuses it and it stays pending.
    const funded = await fundedMember(t, THRESHOLD + 1);
    const asked = await request(funded.memberId, { direction: 'debit', amount: THRESHOLD + 1 });
    expect(asked.json.value.status).toBe('pending');
    const spend = await request(funded.memberId, { direction: 'debit', amount: 1 });
    expect(spend.json.value.status).toBe('posted');
    const approve = await decide(asked.json.value.id, 'approve', checker);
    expect(approve.status).toBe(409);
    expect(approve.json.code).toBe('INSUFFICIENT_FUNDS');
    const [row] = await t.database.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.id, asked.json.value.id));
    expect(row).toMatchObject({ status: 'pending', decidedBy: null, ledgerTransferId: null });
    expect(await balanceOf(funded.memberId)).toBe(THRESHOLD);
    expect(await balanceOf(member.memberId)).toBe(300_00);
    expect(await adjustmentTransfers()).toBe(transfers + 1);
    const debit = await request(member.memberId, { direction: 'debit', amount: 300_00 });
    expect(debit.json.value).toMatchObject({ status: 'posted', balanceAfter: 0 });
    await expectLedgerWhole(t);
  });

  it('refuses a role without finance.adjust with 403, and a bad body with 400, writing nothing', async () => {
    const member = await newMemberSession(t);
    const rows = await adjustmentRows();
    const asSupport = await request(member.memberId, {}, support);
    expect(asSupport.status).toBe(403);
    expect((await call('GET', ADMIN_PATHS.adjustments, support)).status).toBe(403);
    expect((await call('PUT', ADMIN_PATHS.adjustmentPolicy, maker, { approvalThreshold: 1 })).status).toBe(
      403,
    );
    for (const bad of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.5 },
      { amount: '100' },
      { reason: '   ' },
      { reason: 'x'.repeat(201) },
      { direction: 'sideways' },
      { account: 'commission' },
      { idempotencyKey: 'short' },
      { extra: true },
    ]) {
      const answer = await request(member.memberId, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.json.code).toBe('VALIDATION_ERROR');
    }
    const trial = await newMemberSession(t, { trial: true });
    expect((await request(trial.memberId)).json.code).toBe('TRIAL_ACCOUNT');
    expect((await request(999_999_999)).status).toBe(404);
    expect(await adjustmentRows()).toBe(rows);
    expect(await balanceOf(member.memberId)).toBe(0);
  });

  it('lists the queue by status and member, paged on the server', async () => {
    const member = await newMemberSession(t);
    for (const amount of [THRESHOLD + 1, THRESHOLD + 2, THRESHOLD + 3])
      await request(member.memberId, { amount });
    await request(member.memberId, { amount: 1 });
    const page = await call(
      'GET',
      `${ADMIN_PATHS.adjustments}?status=pending&memberId=${member.memberId}&pageSize=2&pageNo=1`,
      checker,
    );
    expect(page.status).toBe(200);
    expect(page.json.value.total).toBe(3);
    expect(page.json.value.totalPages).toBe(2);
    expect(page.json.value.list.map((row: { amount: number }) => row.amount)).toEqual([
      THRESHOLD + 3,
      THRESHOLD + 2,
    ]);
    expect(page.json.value.list[0]).toMatchObject({
      memberAccount: expect.any(String),
      requestedByName: 'maker',
    });
    const all = await call('GET', `${ADMIN_PATHS.adjustments}?memberId=${member.memberId}`, checker);
    expect(all.json.value.total).toBe(4);
  });

  it('lets an admin read and set the threshold, audited', async () => {
    const read = await call('GET', ADMIN_PATHS.adjustmentPolicy, maker);
    expect(read.json.value).toEqual({ approvalThreshold: THRESHOLD });
    const set = await call('PUT', ADMIN_PATHS.adjustmentPolicy, admin, { approvalThreshold: 0 });
    expect(set.json.value).toEqual({ approvalThreshold: 0 });
    const member = await newMemberSession(t);
    expect((await request(member.memberId, { amount: 1 })).json.value.status).toBe('pending');
    expect((await call('PUT', ADMIN_PATHS.adjustmentPolicy, admin, { approvalThreshold: -1 })).status).toBe(
      400,
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'adjustmentPolicy.set'));
    expect(audits.at(-1)).toMatchObject({
      before: { approvalThreshold: THRESHOLD },
      after: { approvalThreshold: 0 },
    });
  });

  it('keeps four eyes in the database too: a needed approval cannot be posted by its maker', async () => {
    const member = await newMemberSession(t);
    const asked = await request(member.memberId, { amount: THRESHOLD + 10 });
    const [row] = await t.database.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.id, asked.json.value.id));
    if (!row) throw new Error('adjustment not stored');
    await expect(
      t.database.db
        .update(balanceAdjustments)
        .set({ status: 'posted', ledgerTransferId: 1, decidedBy: row.requestedBy })
        .where(eq(balanceAdjustments.id, row.id)),
    ).rejects.toThrow();
  });
});
