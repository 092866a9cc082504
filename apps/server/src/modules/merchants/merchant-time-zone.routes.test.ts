import { ADMIN_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';

describe("the merchant's time zone", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorToken(t, 'tzadmin', 'admin');
  });
  afterAll(() => t.close());

  const put = (body: unknown, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: ADMIN_PATHS.merchantTimeZone,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });
  const jobZone = async () => {
    const jobs = await t.app.inject({ url: ADMIN_PATHS.jobs, headers: { authorization: `Bearer ${admin}` } });
    return jobs.json().value.list.find((job: { name: string }) => job.name === 'member-daily-turnover')
      .timeZone;
  };

  it('is set by an operator with settings.write, audited, and is where daily jobs cut their days', async () => {
    const changed = await put({ timeZone: 'Asia/Kuala_Lumpur' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value).toEqual({ timeZone: 'Asia/Kuala_Lumpur' });
    const read = await t.app.inject({
      url: ADMIN_PATHS.merchantTimeZone,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(read.json().value).toEqual({ timeZone: 'Asia/Kuala_Lumpur' });
    expect(await jobZone()).toBe('Asia/Kuala_Lumpur');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'merchant.time_zone'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual({ timeZone: 'Asia/Kuala_Lumpur' });
  });

  it('refuses a zone nobody knows, a NUL byte, extra fields and staff without settings.write; nothing changes', async () => {
    const before = await jobZone();
    for (const body of [
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: 'Asia/Kuala_Lumpur\u0000' },
      { timeZone: '' },
      { timeZone: 'UTC', extra: 1 },
      {},
    ]) {
      const refused = await put(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    const support = await operatorToken(t, 'tzsupport', 'support');
    expect((await put({ timeZone: 'UTC' }, support)).statusCode).toBe(403);
    expect(await jobZone()).toBe(before);
  });
});
