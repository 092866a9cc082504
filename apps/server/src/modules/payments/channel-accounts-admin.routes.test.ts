import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { newMemberSession, type TestMember } from '../wallet/wallet-test-helpers.ts';
import { channelAccountChanges } from './channel-accounts.tables.ts';
import { paymentChannels } from './payments.tables.ts';

let t: TestApp;
let maker: string;
let checker: string;
let member: TestMember;
let keySerial = 0;

const CHANGES = ADMIN_PATHS.paymentAccountChanges;
const channelUrl = (id: number) => `${ADMIN_PATHS.paymentChannels}/${id}`;

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, json: response.json() };
}

const decide = (id: number, decision: 'approve' | 'reject', token: string, body: object = {}) =>
  send('POST', `${CHANGES}/${id}/${decision}`, token, body);

let codeSerial = 0;
/** A new bank transfer channel asked by the maker: its account waits for approval. */
async function newBankChannel(accountNumber = '1100-2200-3344') {
  codeSerial += 1;
  const created = await send('POST', ADMIN_PATHS.paymentChannels, maker, {
    code: `BANK_${codeSerial}`,
    kind: 'manual-bank',
    name: `Bank ${codeSerial}`,
    minAmount: 100_00,
    maxAmount: 1_000_000_00,
    settings: { bankName: 'AYA Bank', accountName: 'Nova Play Ltd', accountNumber },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  return created.json.value as {
    id: number;
    code: string;
    pendingAccountChanges: Array<{ id: number }>;
  };
}

/** The maker asks for a new account on a channel; answers the pending change's id. */
async function askForAccount(channelId: number, accountNumber: string, extra: object = {}) {
  const settings = { bankName: 'CB Bank', accountName: 'Nova Play Ltd', accountNumber };
  const answer = await send('PATCH', channelUrl(channelId), maker, { settings, ...extra });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const pending = answer.json.value.pendingAccountChanges as Array<{ id: number }>;
  const last = pending.at(-1);
  if (!last) throw new Error('no pending change was answered');
  return last.id;
}

const offeredCodes = async () =>
  (
    (await send('GET', API_PATHS.depositChannels, member.token)).json.value.list as Array<{ code: string }>
  ).map((channel) => channel.code);

/** What a member is told to transfer to when depositing through the channel (or the refusal). */
async function depositTo(channelId: number) {
  keySerial += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.deposits,
    headers: { authorization: `Bearer ${member.token}` },
    payload: {
      channelId,
      amount: 500_00,
      idempotencyKey: `acct-change-${keySerial}`,
      memberReference: 'TRX-1',
    },
  });
  return { status: response.statusCode, json: response.json() };
}

const accountOf = async (channelId: number) =>
  (await t.database.db.select().from(paymentChannels).where(eq(paymentChannels.id, channelId)))[0]?.settings;

const auditOf = (changeId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'channel_account_change'), eq(auditLog.objectId, String(changeId))))
    .orderBy(auditLog.id);

async function counts() {
  const [changes] = await t.database.db.select({ n: count() }).from(channelAccountChanges);
  const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
  const channels = await t.database.db.select().from(paymentChannels).orderBy(paymentChannels.id);
  return { changes: changes?.n, audits: audits?.n, channels };
}

beforeAll(async () => {
  t = await createTestApp();
  maker = await operatorToken(t, 'maker', 'admin');
  checker = await operatorToken(t, 'checker', 'admin');
  member = await newMemberSession(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('a new channel’s account', () => {
  it('keeps the channel from members until another operator approves it', async () => {
    const channel = await newBankChannel('1100-2200-3344');
    expect(channel).toMatchObject({ settings: {}, awaitingAccount: true, enabled: true });
    const [pending] = channel.pendingAccountChanges;
    expect(pending).toMatchObject({
      status: 'pending',
      before: null,
      after: { bankName: 'AYA Bank', accountNumberMasked: '****3344' },
      requestedByName: 'maker',
      outdated: false,
    });
    expect(await offeredCodes()).not.toContain(channel.code);
    expect((await depositTo(channel.id)).status).toBe(400);

    const own = await decide(pending?.id ?? 0, 'approve', maker);
    expect(own).toMatchObject({ status: 403, json: { code: 'ACCOUNT_CHANGE_SELF_DECISION' } });
    expect(await offeredCodes()).not.toContain(channel.code);

    const approved = await decide(pending?.id ?? 0, 'approve', checker, { note: 'Called the bank' });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.value).toMatchObject({
      status: 'approved',
      decidedByName: 'checker',
      decisionNote: 'Called the bank',
      after: { accountNumber: '1100-2200-3344' },
    });
    expect(await offeredCodes()).toContain(channel.code);
    const deposit = await depositTo(channel.id);
    expect(deposit.status, JSON.stringify(deposit.json)).toBe(201);
    expect(deposit.json.value.action).toMatchObject({
      bankName: 'AYA Bank',
      accountNumber: '1100-2200-3344',
    });

    const audit = await auditOf(pending?.id ?? 0);
    expect(audit.map((row) => row.action)).toEqual(['channelAccount.request', 'channelAccount.approve']);
    expect(audit[1]).toMatchObject({
      before: { status: 'pending', account: null },
      after: { status: 'approved', account: { accountNumber: '1100-2200-3344' }, note: 'Called the bank' },
    });
  });
});

describe('an account change of a live channel', () => {
  it('leaves members on the approved account until a second operator approves the new one', async () => {
    const channel = await newBankChannel('5000-0000-0001');
    const first = channel.pendingAccountChanges[0]?.id ?? 0;
    expect((await decide(first, 'approve', checker)).status).toBe(200);

    const changeId = await askForAccount(channel.id, '7777-8888-9999', { name: 'Renamed bank' });
    // The name applies at once; the account does not.
    const offered = (await send('GET', API_PATHS.depositChannels, member.token)).json.value.list;
    expect(offered).toContainEqual(expect.objectContaining({ code: channel.code, name: 'Renamed bank' }));
    expect((await depositTo(channel.id)).json.value.action.accountNumber).toBe('5000-0000-0001');

    const queue = (await send('GET', `${CHANGES}?status=pending&channelId=${channel.id}`, checker)).json
      .value;
    expect(queue.list).toEqual([
      expect.objectContaining({
        id: changeId,
        before: { bankName: 'AYA Bank', accountName: 'Nova Play Ltd', accountNumberMasked: '****0001' },
        after: { bankName: 'CB Bank', accountName: 'Nova Play Ltd', accountNumberMasked: '****9999' },
      }),
    ]);
    expect(JSON.stringify(queue)).not.toContain('7777-8888');
    const detail = await send('GET', `${CHANGES}/${changeId}`, checker);
    expect(detail.json.value).toMatchObject({
      before: { accountNumber: '5000-0000-0001' },
      after: { accountNumber: '7777-8888-9999' },
    });

    expect((await decide(changeId, 'reject', maker, { note: 'Typo' })).json.code).toBe(
      'ACCOUNT_CHANGE_SELF_DECISION',
    );
    expect((await decide(changeId, 'approve', checker)).status).toBe(200);
    expect((await depositTo(channel.id)).json.value.action).toMatchObject({
      bankName: 'CB Bank',
      accountNumber: '7777-8888-9999',
    });
    const channels = (await send('GET', ADMIN_PATHS.paymentChannels, maker)).json.value.list;
    expect(channels.find((row: { id: number }) => row.id === channel.id)).toMatchObject({
      settings: { accountNumber: '7777-8888-9999' },
      awaitingAccount: false,
      pendingAccountChanges: [],
    });
    // A second approval of the same change changes nothing and says so.
    expect((await decide(changeId, 'reject', checker, { note: 'Late' })).json.code).toBe(
      'ACCOUNT_CHANGE_DECIDED',
    );
  });

  it('keeps the account when the change is rejected, with the reason', async () => {
    const channel = await newBankChannel('6000-0000-0002');
    expect((await decide(channel.pendingAccountChanges[0]?.id ?? 0, 'approve', checker)).status).toBe(200);
    const changeId = await askForAccount(channel.id, '6000-9999-0000');

    const rejected = await decide(changeId, 'reject', checker, { note: 'Not our company’s account' });
    expect(rejected.json.value).toMatchObject({
      status: 'rejected',
      decisionNote: 'Not our company’s account',
    });
    expect(await accountOf(channel.id)).toMatchObject({ accountNumber: '6000-0000-0002' });
    expect((await depositTo(channel.id)).json.value.action.accountNumber).toBe('6000-0000-0002');
    expect((await decide(changeId, 'approve', checker)).json.code).toBe('ACCOUNT_CHANGE_DECIDED');
    const [, reject] = await auditOf(changeId);
    expect(reject).toMatchObject({
      action: 'channelAccount.reject',
      before: { status: 'pending', requested: { accountNumber: '6000-9999-0000' } },
      after: { status: 'rejected', note: 'Not our company’s account' },
    });
  });

  it('refuses to approve a change whose starting account was replaced meanwhile', async () => {
    const channel = await newBankChannel('4000-0000-0003');
    expect((await decide(channel.pendingAccountChanges[0]?.id ?? 0, 'approve', checker)).status).toBe(200);
    const first = await askForAccount(channel.id, '4100-0000-1111');
    const second = await askForAccount(channel.id, '4200-0000-2222');

    expect((await decide(first, 'approve', checker)).status).toBe(200);
    const stale = await decide(second, 'approve', checker);
    expect(stale).toMatchObject({ status: 409, json: { code: 'ACCOUNT_CHANGE_OUTDATED' } });
    expect(await accountOf(channel.id)).toMatchObject({ accountNumber: '4100-0000-1111' });
    const listed = (await send('GET', `${CHANGES}?channelId=${channel.id}&status=pending`, checker)).json
      .value;
    expect(listed.list).toEqual([expect.objectContaining({ id: second, outdated: true })]);
    expect((await auditOf(second)).map((row) => row.action)).toEqual(['channelAccount.request']);
  });

  it('applies one of two changes approved at once, and leaves the other to be rejected', async () => {
    const channel = await newBankChannel('4300-0000-0007');
    expect((await decide(channel.pendingAccountChanges[0]?.id ?? 0, 'approve', checker)).status).toBe(200);
    const first = await askForAccount(channel.id, '4400-0000-1111');
    const second = await askForAccount(channel.id, '4500-0000-2222');

    const answers = await Promise.all([
      decide(first, 'approve', checker),
      decide(second, 'approve', checker),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json.code).toBe('ACCOUNT_CHANGE_OUTDATED');
    const won = answers.find((answer) => answer.status === 200)?.json.value;
    const lost = won.id === first ? second : first;
    expect(await accountOf(channel.id)).toMatchObject({ accountNumber: won.after.accountNumber });
    const rejected = await decide(lost, 'reject', checker, { note: 'Superseded' });
    expect(rejected.json.value).toMatchObject({ status: 'rejected', outdated: false });
    expect(await accountOf(channel.id)).toMatchObject({ accountNumber: won.after.accountNumber });
  });

  it('asks for nothing when the account sent is the one the channel already shows', async () => {
    const channel = await newBankChannel('3000-0000-0004');
    expect((await decide(channel.pendingAccountChanges[0]?.id ?? 0, 'approve', checker)).status).toBe(200);
    const same = { bankName: 'AYA Bank', accountName: 'Nova Play Ltd', accountNumber: '3000-0000-0004' };
    const answer = await send('PATCH', channelUrl(channel.id), maker, { settings: same });
    expect(answer.json.value.pendingAccountChanges).toEqual([]);
  });
});

describe('who may and what is refused', () => {
  it('answers 403 and no data to support, content and finance roles, and writes nothing', async () => {
    const channel = await newBankChannel('2000-0000-0005');
    const changeId = channel.pendingAccountChanges[0]?.id ?? 0;
    const tokens = {
      support: await operatorToken(t, 'no-support', 'support'),
      content: await operatorToken(t, 'no-content', 'content'),
      finance: await operatorToken(t, 'no-finance', 'finance'),
    };
    const before = await counts();
    for (const [role, token] of Object.entries(tokens)) {
      const settings = { bankName: 'X Bank', accountName: 'X', accountNumber: '9999-9999' };
      for (const [method, url, body] of [
        ['GET', CHANGES, undefined],
        ['GET', `${CHANGES}/${changeId}`, undefined],
        ['POST', `${CHANGES}/${changeId}/approve`, {}],
        ['POST', `${CHANGES}/${changeId}/reject`, { note: 'no' }],
        ['PATCH', channelUrl(channel.id), { settings }],
      ] as const) {
        const answer = await send(method, url, token, body);
        expect(answer.status, `${role} ${method} ${url}`).toBe(403);
        expect(answer.json.value).toBeUndefined();
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const channel = await newBankChannel('2100-0000-0006');
    const changeId = channel.pendingAccountChanges[0]?.id ?? 0;
    const before = await counts();
    const good = { bankName: 'KBZ', accountName: 'Nova Play Ltd', accountNumber: '1234-5678' };
    for (const [method, url, body] of [
      ['PATCH', channelUrl(channel.id), { settings: { ...good, accountNumber: '12' } }],
      ['PATCH', channelUrl(channel.id), { settings: { ...good, accountNumber: '<script>' } }],
      ['PATCH', channelUrl(channel.id), { settings: { ...good, bankName: '' } }],
      ['PATCH', channelUrl(channel.id), { settings: { ...good, iban: 'DE00' } }],
      ['PATCH', channelUrl(channel.id), { name: 'ok', minAmount: 5_00, maxAmount: 4_00, settings: good }],
      [
        'POST',
        ADMIN_PATHS.paymentChannels,
        {
          code: 'BAD_ACCT',
          kind: 'manual-bank',
          name: 'x',
          minAmount: 1,
          maxAmount: 2,
          settings: { ...good, accountName: ' ' },
        },
      ],
      ['POST', `${CHANGES}/${changeId}/reject`, {}],
      ['POST', `${CHANGES}/${changeId}/reject`, { note: '   ' }],
      ['POST', `${CHANGES}/${changeId}/reject`, { note: 'x'.repeat(201) }],
      ['POST', `${CHANGES}/${changeId}/approve`, { note: 'ok', settings: good }],
      ['POST', `${CHANGES}/abc/approve`, {}],
      ['GET', `${CHANGES}?status=bogus`, undefined],
      ['GET', `${CHANGES}?pageSize=5000`, undefined],
    ] as const) {
      const answer = await send(method, url, checker, body);
      expect(answer.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json.code).toBe('VALIDATION_ERROR');
    }
    expect(await counts()).toEqual(before);
    expect((await decide(999_999, 'approve', checker)).status).toBe(404);
  });
});
