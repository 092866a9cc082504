import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken } from '../../test/member-session.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { members } from '../accounts/accounts.tables.ts';
import { PNG } from '../images/image-fixtures.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { kycDocumentBytes, kycDocuments, kycSubmissions } from './kyc.tables.ts';
import { reviewAction, setTierLimits, submitPassport, uploadDocument } from './kyc-test-helpers.ts';

const DAY = 86_400_000;
const NONE = { depositLimit: null, withdrawalLimit: null };

describe('the KYC document retention job', () => {
  const clock = testClock('2026-06-15T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const stored = async (documentId: number) => {
    const [row] = await t.database.db
      .select({ purgedAt: kycDocuments.purgedAt })
      .from(kycDocuments)
      .where(eq(kycDocuments.id, documentId));
    const bytes = await t.database.db
      .select({ id: kycDocumentBytes.documentId })
      .from(kycDocumentBytes)
      .where(eq(kycDocumentBytes.documentId, documentId));
    return { purgedAt: row?.purgedAt ?? null, hasBytes: bytes.length === 1 };
  };

  it('deletes the contents of rejected and closed accounts past retention, once, keeping the review record', async () => {
    const admin = await operatorToken(t, 'kycretention', 'admin');
    await setTierLimits(t, admin, [NONE, NONE, NONE], { rejectedRetentionDays: 30, closedRetentionDays: 60 });
    const rejectedPlayer = await newMemberSession(t);
    const approvedPlayer = await newMemberSession(t);
    const closedPlayer = await newMemberSession(t);
    const rejected = await submitPassport(t, rejectedPlayer.token);
    const approved = await submitPassport(t, approvedPlayer.token);
    const closed = await submitPassport(t, closedPlayer.token);
    const draft = (await uploadDocument(t, approvedPlayer.token, 'selfie', PNG)).json().value.id as number;
    expect(
      (await reviewAction(t, admin, rejected.id, 'reject', { reason: 'Expired passport' })).statusCode,
    ).toBe(200);
    expect((await reviewAction(t, admin, approved.id, 'approve')).statusCode).toBe(200);
    expect((await reviewAction(t, admin, closed.id, 'approve')).statusCode).toBe(200);
    await t.database.db
      .update(members)
      .set({ status: 'closed' })
      .where(eq(members.id, closedPlayer.memberId));

    clock.advance(29 * DAY);
    await t.ctx.jobs.tick();
    expect(await stored(rejected.documentIds[0]!)).toEqual({ purgedAt: null, hasBytes: true });

    clock.advance(2 * DAY);
    await t.ctx.jobs.tick();
    const purged = await stored(rejected.documentIds[0]!);
    expect(purged.hasBytes).toBe(false);
    expect(purged.purgedAt).toEqual(clock.now());
    expect(await stored(draft)).toMatchObject({ hasBytes: false });
    expect(await stored(approved.documentIds[0]!)).toEqual({ purgedAt: null, hasBytes: true });
    expect(await stored(closed.documentIds[0]!)).toEqual({ purgedAt: null, hasBytes: true });
    const [record] = await t.database.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.id, rejected.id));
    expect(record).toMatchObject({ status: 'rejected', reason: 'Expired passport' });

    const firstPurge = clock.now();
    clock.advance(30 * DAY);
    await t.ctx.jobs.tick();
    // A purged document is never touched again; the closed account's now are past its 60 days.
    expect((await stored(rejected.documentIds[0]!)).purgedAt).toEqual(firstPurge);
    expect(await stored(closed.documentIds[0]!)).toMatchObject({ hasBytes: false });
    expect(await stored(approved.documentIds[0]!)).toEqual({ purgedAt: null, hasBytes: true });
    const status = await t.app.inject({
      method: 'GET',
      url: API_PATHS.kyc,
      headers: { authorization: `Bearer ${await memberToken(t, rejectedPlayer.memberId)}` },
    });
    expect(status.json().value.submissions[0].documents[0]).toMatchObject({
      deleted: true,
      status: 'rejected',
    });
  });
});
