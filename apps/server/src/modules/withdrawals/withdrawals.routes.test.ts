import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JPEG, PNG } from '../images/image-fixtures.ts';
import { merchantAccount, summedBalance } from '../ledger/ledger.service.ts';
import { expectLedgerWhole, listen, operatorToken } from '../payments/payments-test-helpers.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { withdrawalsDepsOf } from './withdrawals.deps.ts';
import { sweepReceiptDeadlines } from './withdrawals.service.ts';
import { withdrawalProofs, withdrawals } from './withdrawals.tables.ts';
import {
  balancesOf,
  newRequestId,
  operatorAction,
  PAYMENT_PASSWORD,
  type Payee,
  payee,
  requestWithdrawal,
  withdrawalCount,
} from './withdrawals-test-helpers.ts';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await operatorToken(t, 'wdfin01');
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerWhole(t);
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A withdrawal requested by `who`, with its id for the operator API. */
async function requested(who: Payee, amount: number): Promise<{ id: number; orderNo: string }> {
  const response = await requestWithdrawal(t, who, amount);
  expect(response.statusCode, response.body).toBe(201);
  const orderNo = response.json().value.withdrawal.orderNo as string;
  const [row] = await t.database.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, orderNo));
  return { id: row?.id ?? 0, orderNo };
}

/** A withdrawal approved and paid out, waiting for the member's receipt answer. */
async function paidOut(who: Payee, amount: number) {
  const w = await requested(who, amount);
  expect((await operatorAction(t, finance, w.id, 'approve')).statusCode).toBe(200);
  expect((await operatorAction(t, finance, w.id, 'paid', { note: 'BANKREF-1' })).statusCode).toBe(200);
  return w;
}

function receipt(who: Payee, orderNo: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PATHS.withdrawals}/${orderNo}/receipt`,
    headers: auth(who.token),
    payload: body,
  });
}

function upload(who: Payee, orderNo: string, bytes: Buffer, contentType = 'image/png') {
  return t.app.inject({
    method: 'POST',
    url: `${API_PATHS.withdrawals}/${orderNo}/proofs`,
    headers: { ...auth(who.token), 'content-type': contentType },
    payload: bytes,
  });
}

async function payoutClearing(): Promise<number> {
  return summedBalance(
    t.database.db,
    await merchantAccount(t.database.db, t.merchantId, 'payout_clearing', t.ctx.system.now()),
  );
}

describe('bank accounts', () => {
  it('binds in the payee name, lists masked, removes; needs the payee name; another member’s is not found', async () => {
    const nameless = await payee(t, { payeeName: null });
    const refused = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bankAccounts,
      headers: auth(nameless.token),
      payload: { bankName: 'KBZ Bank', accountNumber: '1234 5678 90' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PAYEE_NAME_NOT_SET');

    const me = await payee(t);
    const list = await t.app.inject({ method: 'GET', url: API_PATHS.bankAccounts, headers: auth(me.token) });
    expect(list.json().value.list).toEqual([
      expect.objectContaining({ id: me.bankAccountId, bankName: 'KBZ Bank', holderName: 'Aung Min' }),
    ]);
    expect(list.json().value.list[0].accountNumberMasked).toMatch(/^\*{4}\d{4}$/);

    const other = await payee(t);
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.bankAccounts}/${me.bankAccountId}`,
      headers: auth(other.token),
    });
    expect(stolen.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.bankAccounts}/${me.bankAccountId}`,
      headers: auth(me.token),
    });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses a duplicate and more than five accounts, and bad numbers with field errors', async () => {
    const me = await payee(t);
    const bind = (accountNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.bankAccounts,
        headers: auth(me.token),
        payload: { bankName: 'AYA Bank', accountNumber },
      });
    expect((await bind('111111')).statusCode).toBe(201);
    expect((await bind('111-111')).statusCode).toBe(409);
    const bad = await bind('12ab');
    expect(bad.statusCode).toBe(400);
    // The field error the bank form shows for the same number (the contract's key).
    expect(bad.json().fields).toEqual([
      expect.objectContaining({ field: 'body.accountNumber', key: 'bank_number_format' }),
    ]);
    for (const n of ['222222', '333333', '444444']) expect((await bind(n)).statusCode).toBe(201);
    const sixth = await bind('555555');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('BANK_ACCOUNT_LIMIT');
  });
});

describe('requesting a withdrawal', () => {
  it('holds the money at once; a second request for more than the rest fails and writes nothing', async () => {
    const me = await payee(t, { cash: 1_000_00 });
    const first = await requestWithdrawal(t, me, 700_00);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().value).toMatchObject({ balance: 300_00, replayed: false });
    expect(first.json().value.withdrawal).toMatchObject({ status: 'requested', amount: 700_00 });
    expect(await balancesOf(t, me.id)).toEqual({ cash: 300_00, hold: 700_00 });

    const before = await withdrawalCount(t);
    const second = await requestWithdrawal(t, me, 300_01);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await withdrawalCount(t)).toBe(before);
    expect(await balancesOf(t, me.id)).toEqual({ cash: 300_00, hold: 700_00 });

    const limits = await t.app.inject({
      method: 'GET',
      url: API_PATHS.withdrawalLimits,
      headers: auth(me.token),
    });
    expect(limits.json().value).toMatchObject({
      minAmount: 100_00,
      dailyCount: 5,
      usedToday: 1,
      balance: 300_00,
    });
  });

  it('refuses amounts outside the limits, bad input, another’s bank account and a wrong password: 400, nothing written', async () => {
    const me = await payee(t, { cash: 5_000_000_00 });
    const other = await payee(t);
    const before = await withdrawalCount(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 99_99 }, 'body.amount'],
      [{ amount: 2_000_000_01 }, 'body.amount'],
      [{ amount: -100_00 }, 'body.amount'],
      [{ amount: 0 }, 'body.amount'],
      [{ amount: 150.5 }, 'body.amount'],
      [{ amount: '15000' }, 'body.amount'],
      [{ amount: 2 ** 53 }, 'body.amount'],
      [{ bankAccountId: other.bankAccountId }, 'body.bankAccountId'],
      [{ requestId: 'x' }, 'body.requestId'],
      [{ paymentPassword: '000000' }, 'body.paymentPassword'],
      [{ extra: true }, 'body'],
    ];
    for (const [override, field] of cases) {
      const answer = await requestWithdrawal(t, me, 500_00, override);
      expect(answer.statusCode, JSON.stringify(override)).toBe(400);
      expect(
        answer.json().fields?.map((f: { field: string }) => f.field),
        JSON.stringify(override),
      ).toContain(field);
    }
    const range = await requestWithdrawal(t, me, 50);
    expect(range.json().fields).toEqual([
      expect.objectContaining({ key: 'withdrawal_amount_range', params: { min: 100_00, max: 2_000_000_00 } }),
    ]);
    expect(await withdrawalCount(t)).toBe(before);
    expect(await balancesOf(t, me.id)).toEqual({ cash: 5_000_000_00, hold: 0 });
  });

  it('allows the daily count and refuses one more; a trial member cannot withdraw', async () => {
    const me = await payee(t, { cash: 10_000_00 });
    for (let i = 0; i < 5; i++) expect((await requestWithdrawal(t, me, 100_00)).statusCode).toBe(201);
    const sixth = await requestWithdrawal(t, me, 100_00);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('WITHDRAWAL_DAILY_LIMIT');
    expect(sixth.json().fields[0]).toMatchObject({ field: 'body.amount', params: { count: 5 } });
    expect(await balancesOf(t, me.id)).toEqual({ cash: 9_500_00, hold: 500_00 });

    const trial = await newMemberSession(t, { trial: true });
    const answer = await t.app.inject({
      method: 'POST',
      url: API_PATHS.withdrawals,
      headers: auth(trial.token),
      payload: {
        amount: 100_00,
        bankAccountId: 1,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: newRequestId(),
      },
    });
    expect(answer.statusCode).toBe(403);
  });

  it('the same request id, sent again or ten times at once, makes one withdrawal', async () => {
    const me = await payee(t, { cash: 1_000_00 });
    const requestId = newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => requestWithdrawal(t, me, 400_00, { requestId })),
    );
    // The payment password's guard counts each attempt before comparing, so past 5 at the same
    // instant the copies are told to retry (429); retrying answers the one withdrawal made.
    const made = answers.filter((a) => a.statusCode === 201);
    const paused = answers.filter((a) => a.statusCode !== 201);
    for (const answer of paused) expect(answer.json().code).toBe('RATE_LIMITED');
    const retried = await Promise.all(paused.map(() => requestWithdrawal(t, me, 400_00, { requestId })));
    const all = [...made, ...retried];
    expect(all.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(all.map((a) => a.json().value?.withdrawal?.orderNo)).size).toBe(1);
    expect(all.filter((a) => !a.json().value.replayed)).toHaveLength(1);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(withdrawals)
      .where(eq(withdrawals.memberId, me.id));
    expect(rows?.n).toBe(1);
    expect(await balancesOf(t, me.id)).toEqual({ cash: 600_00, hold: 400_00 });
    const changed = await requestWithdrawal(t, me, 500_00, { requestId });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('operator review', () => {
  it('approving twice at once approves once and tells the member once', async () => {
    const me = await payee(t, { cash: 1_000_00 });
    const w = await requested(me, 500_00);
    const heard = listen(t, me.id);
    const answers = await Promise.all([
      operatorAction(t, finance, w.id, 'approve'),
      operatorAction(t, finance, w.id, 'approve'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(heard.filter((e) => e.type === 'notice')).toEqual([
      expect.objectContaining({ notice: 'WITHDRAWAL_APPROVED', amount: 500_00, reference: w.orderNo }),
    ]);
    // Paying twice at once moves the hold once.
    const paid = await Promise.all([
      operatorAction(t, finance, w.id, 'paid'),
      operatorAction(t, finance, w.id, 'paid'),
    ]);
    expect(paid.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await balancesOf(t, me.id)).toEqual({ cash: 500_00, hold: 0 });
    expect((await operatorAction(t, finance, w.id, 'reject', { note: 'late' })).statusCode).toBe(409);
  });

  it('rejecting returns the hold to cash once, with a notice; it needs the permission', async () => {
    const me = await payee(t, { cash: 800_00 });
    const w = await requested(me, 800_00);
    const heard = listen(t, me.id);
    const support = await operatorToken(t, 'wdsupport', 'support');
    expect((await operatorAction(t, support, w.id, 'reject', { note: 'no' })).statusCode).toBe(403);
    expect((await operatorAction(t, finance, w.id, 'reject', {})).statusCode).toBe(400);
    const answers = await Promise.all([
      operatorAction(t, finance, w.id, 'reject', { note: 'name mismatch' }),
      operatorAction(t, finance, w.id, 'reject', { note: 'name mismatch' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().value).toMatchObject({ status: 'rejected', reviewNote: 'name mismatch' });
    expect(await balancesOf(t, me.id)).toEqual({ cash: 800_00, hold: 0 });
    expect(heard.filter((e) => e.type === 'notice')).toEqual([
      expect.objectContaining({ notice: 'WITHDRAWAL_REJECTED', amount: 800_00 }),
    ]);
    expect((await operatorAction(t, finance, w.id, 'approve')).statusCode).toBe(409);
    const list = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.withdrawals}?status=rejected&memberId=${me.id}`,
      headers: auth(finance),
    });
    expect(list.json().value.list).toEqual([expect.objectContaining({ id: w.id, status: 'rejected' })]);
  });
});

describe('receipt confirmation', () => {
  it('received closes the payout; the money stays paid out', async () => {
    const me = await payee(t, { cash: 1_000_00 });
    const clearing = await payoutClearing();
    const w = await paidOut(me, 600_00);
    expect(await payoutClearing()).toBe(clearing + 600_00);
    const answers = await Promise.all([
      receipt(me, w.orderNo, { answer: 'received' }),
      receipt(me, w.orderNo, { answer: 'received' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().value).toMatchObject({
      status: 'closed',
      closedAs: 'received',
      receiptAnswer: 'received',
    });
    expect((await receipt(me, w.orderNo, { answer: 'not_received' })).statusCode).toBe(409);
    expect(await balancesOf(t, me.id)).toEqual({ cash: 400_00, hold: 0 });
  });

  it('partially received opens a dispute for the remainder; the operator refunds it to cash', async () => {
    const me = await payee(t, { cash: 1_000_00 });
    const w = await paidOut(me, 1_000_00);
    const tooMuch = await receipt(me, w.orderNo, { answer: 'partially_received', remainder: 1_000_00 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields[0].field).toBe('body.remainder');
    const partial = await receipt(me, w.orderNo, { answer: 'partially_received', remainder: 250_00 });
    expect(partial.json().value).toMatchObject({ status: 'disputed', disputedAmount: 250_00 });
    expect(
      (await operatorAction(t, finance, w.id, 'refund', { note: 'bank confirmed', amount: 250_01 }))
        .statusCode,
    ).toBe(400);
    const refunds = await Promise.all([
      operatorAction(t, finance, w.id, 'refund', { note: 'bank confirmed' }),
      operatorAction(t, finance, w.id, 'refund', { note: 'bank confirmed' }),
    ]);
    expect(refunds.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(refunds[0]?.json().value).toMatchObject({
      status: 'closed',
      closedAs: 'refunded',
      refundedAmount: 250_00,
    });
    expect(await balancesOf(t, me.id)).toEqual({ cash: 250_00, hold: 0 });
  });

  it('all received closes a dispute when the rest arrived', async () => {
    const me = await payee(t, { cash: 500_00 });
    const w = await paidOut(me, 500_00);
    await receipt(me, w.orderNo, { answer: 'partially_received', remainder: 100_00 });
    const all = await receipt(me, w.orderNo, { answer: 'all_received' });
    expect(all.json().value).toMatchObject({
      status: 'closed',
      closedAs: 'received',
      receiptAnswer: 'all_received',
    });
    expect((await operatorAction(t, finance, w.id, 'refund', { note: 'x' })).statusCode).toBe(409);
  });

  it('not received needs proof: png and jpg by content, not a text .png, not over 5 MB, not a 4th', async () => {
    const me = await payee(t, { cash: 500_00 });
    const w = await paidOut(me, 500_00);
    const bare = await receipt(me, w.orderNo, { answer: 'not_received' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields[0]).toMatchObject({ key: 'withdrawal_proof_required' });

    const text = await upload(me, w.orderNo, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(text.statusCode).toBe(415);
    const polyglot = await upload(
      me,
      w.orderNo,
      Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]),
    );
    expect(polyglot.statusCode).toBe(415);
    const huge = await upload(me, w.orderNo, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    const svg = await upload(
      me,
      w.orderNo,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);

    const png = await upload(me, w.orderNo, PNG);
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().value).toMatchObject({ contentType: 'image/png', size: PNG.length });
    // The declared type is not believed: a JPEG sent as image/png is stored as a JPEG.
    const jpg = await upload(me, w.orderNo, JPEG, 'image/png');
    expect(jpg.json().value).toMatchObject({ contentType: 'image/jpeg' });
    expect((await upload(me, w.orderNo, PNG, 'application/octet-stream')).statusCode).toBe(201);
    const fourth = await upload(me, w.orderNo, PNG);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('PROOF_LIMIT');
    const [stored] = await t.database.db.select({ n: count() }).from(withdrawalProofs);
    expect(stored?.n).toBeGreaterThanOrEqual(3);

    const disputed = await receipt(me, w.orderNo, { answer: 'not_received' });
    expect(disputed.json().value).toMatchObject({ status: 'disputed', disputedAmount: 500_00 });
    expect(disputed.json().value.proofs).toHaveLength(3);

    const proofId = png.json().value.id as number;
    const mine = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.withdrawals}/${w.orderNo}/proofs/${proofId}`,
      headers: auth(me.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    const byOperator = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.withdrawals}/${w.id}/proofs/${proofId}`,
      headers: auth(finance),
    });
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.rawPayload.equals(PNG)).toBe(true);
  });

  it('another member cannot see, confirm, upload to, or fetch the proof of my withdrawal', async () => {
    const me = await payee(t, { cash: 500_00 });
    const w = await paidOut(me, 500_00);
    const proof = await upload(me, w.orderNo, PNG);
    const other = await payee(t);
    const urls = [
      ['GET', `${API_PATHS.withdrawals}/${w.orderNo}`],
      ['GET', `${API_PATHS.withdrawals}/${w.orderNo}/proofs/${proof.json().value.id}`],
    ] as const;
    for (const [method, url] of urls)
      expect((await t.app.inject({ method, url, headers: auth(other.token) })).statusCode, url).toBe(404);
    expect((await receipt(other, w.orderNo, { answer: 'received' })).statusCode).toBe(404);
    expect((await upload(other, w.orderNo, PNG)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: API_PATHS.withdrawals,
      headers: auth(other.token),
    });
    expect(list.json().value.total).toBe(0);
    // Still waiting for my answer.
    const mine = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.withdrawals}?status=paid`,
      headers: auth(me.token),
    });
    expect(mine.json().value.list).toEqual([expect.objectContaining({ orderNo: w.orderNo, status: 'paid' })]);
  });

  it('without an answer before the deadline it counts as received, and a late dispute is refused', async () => {
    const me = await payee(t, { cash: 500_00 });
    const w = await paidOut(me, 500_00);
    const deps = withdrawalsDepsOf(t.ctx);
    expect(await sweepReceiptDeadlines(deps, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    const later = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect(await sweepReceiptDeadlines(deps, later)).toBeGreaterThanOrEqual(1);
    expect(await sweepReceiptDeadlines(deps, later)).toBe(0);
    const after = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.withdrawals}/${w.orderNo}`,
      headers: auth(me.token),
    });
    expect(after.json().value).toMatchObject({
      status: 'closed',
      closedAs: 'auto_received',
      receiptAnswer: null,
    });
    expect((await receipt(me, w.orderNo, { answer: 'not_received' })).statusCode).toBe(409);
    expect(await balancesOf(t, me.id)).toEqual({ cash: 0, hold: 0 });
  });

  it('a forced receipt closes a dispute without refund', async () => {
    const me = await payee(t, { cash: 500_00 });
    const w = await paidOut(me, 500_00);
    await upload(me, w.orderNo, JPEG, 'image/jpeg');
    await receipt(me, w.orderNo, { answer: 'not_received' });
    const clearing = await payoutClearing();
    const forced = await operatorAction(t, finance, w.id, 'force-receipt', {
      note: 'bank shows it credited',
    });
    expect(forced.json().value).toMatchObject({
      status: 'closed',
      closedAs: 'forced_received',
      refundedAmount: null,
    });
    expect(await payoutClearing()).toBe(clearing);
    expect(await balancesOf(t, me.id)).toEqual({ cash: 0, hold: 0 });
    expect((await operatorAction(t, finance, w.id, 'refund', { note: 'x' })).statusCode).toBe(409);
  });
});
