import type { MemberNoteList } from '@platform/contract/members-admin';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberNotes } from './member-notes.tables.ts';

let t: TestApp;
let support: string;
let finance: string;
let content: string;
let admin: string;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp();
  [support, finance, content, admin] = await Promise.all([
    operatorToken(t, 'notes-support', 'support'),
    operatorToken(t, 'notes-finance', 'finance'),
    operatorToken(t, 'notes-content', 'content'),
    operatorToken(t, 'notes-admin', 'admin'),
  ]);
  ({ memberId } = await createFundedMember(t.database.db, {
    merchantId: t.merchantId,
    account: 'noted01',
    password: 'Original99',
  }));
});
afterAll(async () => {
  await t.close();
});

const login = (password: string) =>
  t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username: 'noted01', password } });

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

const notesUrl = (id = memberId) => `${ADMIN_PATHS.members}/${id}/notes`;

async function auditOf(action: string) {
  const audit = await call('GET', `${ADMIN_PATHS.auditLog}?objectType=member&objectId=${memberId}`, admin);
  return (audit.json().value.list as { action: string; operatorUsername: string; after: unknown }[]).filter(
    (row) => row.action === action,
  );
}

describe('an operator resets a player’s password', () => {
  it('the temporary password logs in and must be changed; the old password and the old session are dead', async () => {
    const oldToken = (await login('Original99')).json().value.token as string;

    const reset = await call('POST', `${ADMIN_PATHS.members}/${memberId}/reset-password`, support);
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword, sessionsEnded } = reset.json().value;
    expect(sessionsEnded).toBe(1);
    expect(temporaryPassword).toMatch(/^[a-z]{6}\d{4}$/);

    const info = await t.app.inject({
      method: 'GET',
      url: API_PATHS.memberInfo,
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(info.statusCode).toBe(401);
    expect((await login('Original99')).json().success).toBe(false);
    const fresh = await login(temporaryPassword);
    expect(fresh.json()).toMatchObject({ success: true, value: { passwordIsDefault: true } });

    // The audit row says who reset it, and never holds the password itself.
    const [row] = await auditOf('member.reset-password');
    expect(row).toMatchObject({ operatorUsername: 'notes-support', after: { passwordReset: true } });
    expect(JSON.stringify(row)).not.toContain(temporaryPassword);
  });

  it('is refused to a role without members.write, which leaves the password as it was', async () => {
    const before = await t.database.db.query.members.findFirst({ where: (m, { eq }) => eq(m.id, memberId) });
    const refused = await call('POST', `${ADMIN_PATHS.members}/${memberId}/reset-password`, finance);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('temporaryPassword');
    const after = await t.database.db.query.members.findFirst({ where: (m, { eq }) => eq(m.id, memberId) });
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });
});

describe('staff notes on a player', () => {
  it('lists notes newest first with their author, paged on the server', async () => {
    for (const body of ['Called about a late deposit', 'Promised a callback tomorrow', 'Called back']) {
      const added = await call('POST', notesUrl(), support, { body: `  ${body}  ` });
      expect(added.json()).toMatchObject({
        success: true,
        value: { body, operatorUsername: 'notes-support' },
      });
    }
    const page = await call('GET', `${notesUrl()}?pageSize=2`, finance);
    const value = page.json().value as MemberNoteList;
    expect(value.list.map((note) => note.body)).toEqual(['Called back', 'Promised a callback tomorrow']);
    expect(value).toMatchObject({ total: 3, totalPages: 2, totalCapped: false });
    const second = (await call('GET', `${notesUrl()}?pageSize=2&pageNo=2`, finance)).json()
      .value as MemberNoteList;
    expect(second.list.map((note) => note.body)).toEqual(['Called about a late deposit']);
    expect((await auditOf('member.note')).map((row) => (row.after as { body: string }).body)).toContain(
      'Called back',
    );
  });

  it('refuses what the form would not send with 400, and writes nothing', async () => {
    const count = async () =>
      (await t.database.db.select().from(memberNotes).where(eq(memberNotes.memberId, memberId))).length;
    const before = await count();
    for (const payload of [
      { body: '   ' },
      { body: 'x'.repeat(1001) },
      { body: 'a\u0000b' },
      {},
      { body: 'ok', extra: 1 },
    ]) {
      const refused = await call('POST', notesUrl(), support, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false });
    }
    expect(await count()).toBe(before);
  });

  it('answers a role without the permission 403 and no notes, and another merchant’s player 404', async () => {
    const read = await call('GET', notesUrl(), content);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('Called');
    expect((await call('POST', notesUrl(), finance, { body: 'finance may not write' })).statusCode).toBe(403);

    const other = await addSecondMerchant(t, {
      code: 'NOTESOTHER',
      brandName: 'Notes Other',
      licenseNumber: '3',
      domain: 'notes-other.example',
    });
    const stranger = await createFundedMember(t.database.db, { merchantId: other.id, account: 'notesother' });
    expect((await call('GET', notesUrl(stranger.memberId), support)).statusCode).toBe(404);
    expect((await call('POST', notesUrl(stranger.memberId), support, { body: 'not ours' })).statusCode).toBe(
      404,
    );
  });
});
