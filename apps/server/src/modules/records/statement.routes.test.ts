import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { RECORD_PATHS, type Statement, type StatementLines } from '@platform/contract/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { type RecordsMember, recordsHelpers } from './records-test-helpers.ts';

// The credit report against an independent reading of the same movements: each one kept here as it
// was posted, its month and day cut by Intl in the merchant's zone, its line by this table.
const LINE_OF: Record<string, keyof StatementLines> = {
  deposit: 'deposits',
  withdrawal_request: 'withdrawals',
  withdrawal_rejected: 'withdrawals',
  bet: 'bets',
  win: 'wins',
  bet_refund: 'wins',
  bonus: 'bonuses',
  transfer_upline: 'other',
  adjustment: 'other',
};
/** Kinds that take money out of the wallet; the others put it in. */
const DEBITS = new Set(['withdrawal_request', 'bet', 'transfer_upline']);
const HOUR = 3_600_000;

// Local 23:59 on the last day of March in the demo merchant's zone (Asia/Yangon, UTC+6:30) is
// 17:29 UTC: the clock starts some days before, so the movements cross two month ends.
const clock = testClock('2026-03-27T08:00:00.000Z');
let t: TestApp;
let helpers: ReturnType<typeof recordsHelpers>;
let timeZone: string;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  helpers = recordsHelpers(t);
  timeZone = await findMerchantTimeZone(t.database.db, t.merchantId);
});
afterAll(() => t.close());

interface Posted {
  at: Date;
  kind: string;
  amount: number;
}

const localDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** A small generator of its own, so the run is the same every time and on every machine. */
function lcg(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

function monthAfter(month: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return monthNo === 12 ? `${year + 1}-01` : `${year}-${String(monthNo + 1).padStart(2, '0')}`;
}

async function statementOf(member: RecordsMember, month: string) {
  const token = await helpers.logIn(member.account);
  return helpers.get(RECORD_PATHS.statement, token, { month });
}

function expectedStatement(posted: Posted[], month: string) {
  const sum = (rows: Posted[]) => rows.reduce((total, row) => total + row.amount, 0);
  const before = posted.filter((row) => localDay(row.at).slice(0, 7) < month);
  const within = posted.filter((row) => localDay(row.at).slice(0, 7) === month);
  const linesOf = (rows: Posted[]) => {
    const lines: StatementLines = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0, other: 0 };
    for (const row of rows) lines[LINE_OF[row.kind] ?? 'other'] += row.amount;
    return lines;
  };
  const dates = [...new Set(within.map((row) => localDay(row.at)))].sort();
  return {
    openingBalance: sum(before),
    closingBalance: sum(before) + sum(within),
    totals: linesOf(within),
    days: dates.map((date) => ({
      date,
      ...linesOf(within.filter((row) => localDay(row.at) === date)),
      closingBalance: sum(posted.filter((row) => localDay(row.at) <= date)),
    })),
  };
}

describe('account statement (credit report)', () => {
  it('adds each month up from the ledger: opening, lines, closing, day by day, across local month ends', async () => {
    const me = await helpers.loggedInMember();
    const posted: Posted[] = [];
    let balance = 0;
    const post = async (kind: string, amount: number) => {
      const signed = DEBITS.has(kind) ? -Math.min(amount, balance) : amount;
      if (signed === 0) return;
      await helpers.move(kind, `S-${posted.length}`, me.cash, signed);
      posted.push({ at: clock.now(), kind, amount: signed });
      balance += signed;
    };
    await post('deposit', 500_000);
    // One minute either side of local midnight between March and April.
    clock.advance(Date.parse('2026-03-31T17:29:00.000Z') - clock.now().getTime());
    await post('bet', 12_345);
    clock.advance(2 * 60_000);
    await post('win', 30_000);
    const random = lcg(20_261_127);
    const kinds = Object.keys(LINE_OF);
    for (let i = 0; i < 45; i++) {
      clock.advance((1 + random(48)) * HOUR + random(60) * 60_000);
      const kind = kinds[random(kinds.length)] ?? 'deposit';
      await post(kind, 100 + random(80_000));
    }
    const months = [...new Set(posted.map((row) => localDay(row.at).slice(0, 7)))].sort();
    expect(months.length).toBeGreaterThanOrEqual(3);

    let previousClosing = 0;
    for (const month of months) {
      const answer = await statementOf(me, month);
      expect(answer.statusCode).toBe(200);
      const statement = answer.json().value as Statement;
      expect(statement).toMatchObject({
        month,
        account: me.account,
        timeZone,
        ...expectedStatement(posted, month),
      });
      const { totals } = statement;
      const moved = Object.values(totals).reduce((total, amount) => total + amount, 0);
      expect(statement.openingBalance + moved).toBe(statement.closingBalance);
      expect(statement.openingBalance).toBe(previousClosing);
      previousClosing = statement.closingBalance;
    }
    // The last month closes on the wallet's balance.
    expect(previousClosing).toBe(balance);
  });

  it('shows a quiet month at the balance it began with, and refuses months outside the account', async () => {
    const me = await helpers.loggedInMember();
    await helpers.move('deposit', 'Q-1', me.cash, 7_000);
    const opened = localDay(clock.now()).slice(0, 7);
    clock.advance(70 * 24 * HOUR);
    const quiet = (await statementOf(me, monthAfter(opened))).json().value as Statement;
    expect(quiet).toMatchObject({ openingBalance: 7_000, closingBalance: 7_000, days: [] });

    const current = localDay(clock.now()).slice(0, 7);
    const next = monthAfter(current);
    const future = await statementOf(me, next);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const beforeOpening = await statementOf(me, '2000-01');
    expect(beforeOpening.statusCode).toBe(400);
    for (const month of ['2026-13', '2026-1', 'March', '2026-03-01']) {
      expect((await statementOf(me, month)).statusCode, month).toBe(400);
    }
    // Without a month: the merchant's current one.
    const token = await helpers.logIn(me.account);
    const unasked = (await helpers.get(RECORD_PATHS.statement, token, {})).json().value as Statement;
    expect(unasked).toMatchObject({ month: current, firstMonth: opened, currentMonth: current });
  });

  it('is a real-money record: trial members are refused and visitors get 401', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: API_PATHS.freePlayLogin,
      payload: { os: 'web', platform: 'W', gatewayVersion: 3 },
    });
    const token = trial.json().value.token as string;
    const month = localDay(clock.now()).slice(0, 7);
    expect((await helpers.get(RECORD_PATHS.statement, token, { month })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${RECORD_PATHS.statement}?month=${month}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${RECORD_PATHS.statementPdf}?month=${month}` })).statusCode).toBe(401);
  });

  it('downloads the month as a PDF file, each language with its own font embedded', async () => {
    const me = await helpers.loggedInMember();
    await helpers.move('deposit', 'P-1', me.cash, 123_456);
    await helpers.move('bet', 'P-2', me.cash, -3_456);
    const month = localDay(clock.now()).slice(0, 7);
    const token = await helpers.logIn(me.account);
    for (const language of ['EN', 'CN', 'MY'] as const) {
      const pdf = await helpers.get(RECORD_PATHS.statementPdf, token, { month, language });
      expect(pdf.statusCode, language).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `attachment; filename="statement-${me.account}-${month}.pdf"`,
      );
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      const bytes = pdf.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.includes('NotoSansCJKsc')).toBe(language === 'CN');
      expect(bytes.includes('NotoSansMyanmar')).toBe(language === 'MY');
    }
  });

  it("shows operators with members.read the player's own statement, and no one else", async () => {
    const me = await helpers.loggedInMember();
    await helpers.move('deposit', 'O-1', me.cash, 42_000);
    await helpers.move('bonus', 'O-2', me.cash, 1_000);
    const month = localDay(clock.now()).slice(0, 7);
    const own = (await statementOf(me, month)).json().value as Statement;
    const path = (template: string, id: number | string) => template.replace(':id', String(id));

    const support = await operatorToken(t, `st-support-${me.id}`, 'support');
    const seen = await helpers.get(path(ADMIN_PATHS.memberStatement, me.id), support, { month });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().value).toEqual(own);
    const pdf = await helpers.get(path(ADMIN_PATHS.memberStatementPdf, me.id), support, {
      month,
      language: 'MY',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    expect(
      (await helpers.get(path(ADMIN_PATHS.memberStatement, 987_654_321), support, { month })).statusCode,
    ).toBe(404);
    const content = await operatorToken(t, `st-content-${me.id}`, 'content');
    expect((await helpers.get(path(ADMIN_PATHS.memberStatement, me.id), content, { month })).statusCode).toBe(
      403,
    );
    // A member's token is not an operator's.
    expect(
      (await helpers.get(path(ADMIN_PATHS.memberStatement, me.id), me.token, { month })).statusCode,
    ).toBe(401);
  });
});
