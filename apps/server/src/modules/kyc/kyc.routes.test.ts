import { MAX_KYC_DOCUMENT_BYTES } from '@platform/contract/kyc';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { PNG } from '../images/image-fixtures.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { kycDocuments } from './kyc.tables.ts';
import {
  ADULT,
  kycStatus,
  PDF,
  putProfile,
  reviewAction,
  submitPassport,
  uploadDocument,
} from './kyc-test-helpers.ts';

describe('KYC: a player verifies, an operator reviews', () => {
  const clock = testClock('2026-06-15T10:00:00Z');
  let t: TestApp;
  let reviewer: string;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    reviewer = await operatorToken(t, 'kycsupport', 'support');
  });
  afterAll(() => t.close());

  it('grants tier 1 at once for an adult and refuses a birth date under the minimum age, changing nothing', async () => {
    const player = await newMemberSession(t);
    // 18 tomorrow on the site's day: still 17 today.
    const young = await putProfile(t, player.token, { ...ADULT, birthDate: '2008-06-16' });
    expect(young.statusCode, young.body).toBe(400);
    expect(young.json()).toMatchObject({ success: false, code: 'KYC_UNDER_AGE' });
    expect((await kycStatus(t, player.token)).json().value).toMatchObject({ tier: 0, profile: null });

    const invalid = await putProfile(t, player.token, { ...ADULT, birthDate: '1990-02-30' });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await putProfile(t, player.token, { ...ADULT, fullName: 'A' })).statusCode).toBe(400);

    const adult = await putProfile(t, player.token, { ...ADULT, birthDate: '2008-06-15' });
    expect(adult.statusCode, adult.body).toBe(200);
    expect(adult.json().value).toMatchObject({ tier: 1, profile: { ...ADULT, birthDate: '2008-06-15' } });
  });

  it('accepts PNG, JPEG and PDF by their bytes and refuses a text file named .png or a file over 5 MB', async () => {
    const player = await newMemberSession(t);
    const pdf = await uploadDocument(t, player.token, 'id_front', PDF, 'application/pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().value).toMatchObject({
      kind: 'id_front',
      contentType: 'application/pdf',
      status: 'uploaded',
    });

    // What a browser sends for notes.txt renamed to id.png: the declared type says PNG, the bytes do not.
    const text = await uploadDocument(
      t,
      player.token,
      'id_front',
      Buffer.from('just some text, not an image'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const huge = Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(MAX_KYC_DOCUMENT_BYTES), PNG.subarray(33)]);
    const tooBig = await uploadDocument(t, player.token, 'selfie', huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });

    const stored = await t.database.db
      .select({ id: kycDocuments.id })
      .from(kycDocuments)
      .where(eq(kycDocuments.memberId, player.memberId));
    expect(stored).toHaveLength(1);
  });

  it("answers another player's document id with 404 and changes nothing", async () => {
    const owner = await newMemberSession(t);
    const other = await newMemberSession(t);
    const uploaded = await uploadDocument(t, owner.token, 'id_front', PNG);
    const id = uploaded.json().value.id as number;

    const own = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.kycDocuments}/${id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(own.json().value).toMatchObject({ id, status: 'uploaded' });
    const peek = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.kycDocuments}/${id}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(peek.statusCode).toBe(404);

    expect((await putProfile(t, other.token, ADULT)).statusCode).toBe(200);
    const selfie = await uploadDocument(t, other.token, 'selfie', PNG);
    const stolen = await t.app.inject({
      method: 'POST',
      url: API_PATHS.kycSubmissions,
      headers: { authorization: `Bearer ${other.token}` },
      payload: { idType: 'passport', frontDocumentId: id, selfieDocumentId: selfie.json().value.id },
    });
    expect(stolen.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
    expect(row).toMatchObject({ memberId: owner.memberId, submissionId: null });
    expect((await kycStatus(t, other.token)).json().value.submissions).toEqual([]);
  });

  it('needs tier 1 before documents and the back of a card; one submission waits at a time', async () => {
    const player = await newMemberSession(t);
    const front = (await uploadDocument(t, player.token, 'id_front', PNG)).json().value.id;
    const selfie = (await uploadDocument(t, player.token, 'selfie', PNG)).json().value.id;
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.kycSubmissions,
        headers: { authorization: `Bearer ${player.token}` },
        payload,
      });
    const passport = { idType: 'passport', frontDocumentId: front, selfieDocumentId: selfie };
    expect((await send(passport)).json()).toMatchObject({ code: 'KYC_TIER_REQUIRED' });
    await putProfile(t, player.token, ADULT);
    expect((await send({ ...passport, idType: 'national_id' })).statusCode).toBe(400);
    expect((await send(passport)).statusCode).toBe(201);
    const front2 = (await uploadDocument(t, player.token, 'id_front', PNG)).json().value.id;
    const selfie2 = (await uploadDocument(t, player.token, 'selfie', PNG)).json().value.id;
    const second = await send({ ...passport, frontDocumentId: front2, selfieDocumentId: selfie2 });
    expect(second.json()).toMatchObject({ success: false, code: 'KYC_REVIEW_PENDING' });
  });

  it('lets a reviewer see the queue and the document, approve to tier 2, audited; others are refused', async () => {
    const player = await newMemberSession(t);
    const { id, documentIds } = await submitPassport(t, player.token);
    const queue = await t.app.inject({
      method: 'GET',
      url: ADMIN_PATHS.kycReviews,
      headers: { authorization: `Bearer ${reviewer}` },
    });
    const entry = queue.json().value.list.find((review: { id: number }) => review.id === id);
    expect(entry).toMatchObject({ memberId: player.memberId, status: 'pending', profile: ADULT });

    const documentUrl = `${ADMIN_PATHS.kycReviews}/${id}/documents/${documentIds[0]}`;
    const image = await t.app.inject({
      method: 'GET',
      url: documentUrl,
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const finance = await operatorToken(t, 'kycfinance', 'finance');
    const refused = await t.app.inject({
      method: 'GET',
      url: documentUrl,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(refused.statusCode).toBe(403);
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: documentUrl,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await reviewAction(t, finance, id, 'approve')).statusCode).toBe(403);

    const approved = await reviewAction(t, reviewer, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ id, status: 'approved', reviewedBy: 'kycsupport' });
    expect((await kycStatus(t, player.token)).json().value).toMatchObject({
      tier: 2,
      submissions: [{ id, status: 'approved', documents: [{ status: 'approved' }, { status: 'approved' }] }],
    });
    expect((await reviewAction(t, reviewer, id, 'reject', { reason: 'too late' })).json()).toMatchObject({
      code: 'KYC_NOT_PENDING',
    });
    const audits = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'kyc_submission'), eq(auditLog.objectId, String(id))));
    expect(audits).toEqual([
      { action: 'kyc.approve', after: { status: 'approved', reason: null, memberId: player.memberId } },
    ]);
  });

  it('rejects with a reason the player reads; the player stays tier 1 and may send new documents', async () => {
    const player = await newMemberSession(t);
    const { id } = await submitPassport(t, player.token);
    expect((await reviewAction(t, reviewer, id, 'reject', { reason: '' })).statusCode).toBe(400);
    const rejected = await reviewAction(t, reviewer, id, 'reject', { reason: 'The photo is blurred' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const status = (await kycStatus(t, player.token)).json().value;
    expect(status).toMatchObject({
      tier: 1,
      submissions: [{ id, status: 'rejected', reason: 'The photo is blurred' }],
    });
    expect((await submitPassport(t, player.token)).id).toBeGreaterThan(id);
    const [audit] = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'kyc_submission'), eq(auditLog.objectId, String(id))));
    expect(audit?.action).toBe('kyc.reject');
  });

  it('refuses settings with a zero limit or a missing tier, and keeps the last good ones', async () => {
    const admin = await operatorToken(t, 'kycadmin', 'admin');
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: ADMIN_PATHS.kycSettings,
        headers: { authorization: `Bearer ${admin}` },
        payload,
      });
    const limits = [0, 1, 2].map((tier) => ({ tier, depositLimit: null, withdrawalLimit: null }));
    const retention = { rejectedRetentionDays: 90, closedRetentionDays: 365 };
    expect((await put({ limits, ...retention })).statusCode).toBe(200);
    const zero = [{ ...limits[0], depositLimit: 0 }, limits[1], limits[2]];
    expect((await put({ limits: zero, ...retention })).statusCode).toBe(400);
    expect((await put({ limits: [limits[0], limits[0], limits[1]], ...retention })).statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: ADMIN_PATHS.kycSettings,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(read.json().value).toEqual({ limits, ...retention });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: ADMIN_PATHS.kycSettings,
          headers: { authorization: `Bearer ${reviewer}` },
        })
      ).statusCode,
    ).toBe(403);
  });
});
