import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findMemberById } from '../accounts/members.service.ts';
import { kycDocumentBytes, kycDocuments, kycSubmissions } from './kyc.tables.ts';
import { readKycSettings } from './kyc-settings.service.ts';

const DAY_MS = 86_400_000;
/** A run purges at most this many documents; the next run takes the rest. */
const BATCH = 500;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes the contents of the merchant's documents past retention: those of submissions rejected
 * more than the rejected retention ago, uploads never sent for review as long ago, and any of a
 * closed account older than the closed retention. The document rows and the review records stay
 * (marked deleted); a document already purged is never touched again. Answers how many it purged.
 */
export async function purgeExpiredKycDocuments(
  db: Database,
  input: { merchantId: number; now: Date },
): Promise<number> {
  const { merchantId, now } = input;
  const settings = await readKycSettings(db, merchantId);
  const rejectedBefore = daysBefore(now, settings.rejectedRetentionDays);
  const stored = and(eq(kycDocuments.merchantId, merchantId), isNull(kycDocuments.purgedAt));
  const expired = await db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .leftJoin(kycSubmissions, eq(kycSubmissions.id, kycDocuments.submissionId))
    .where(
      and(
        stored,
        or(
          and(eq(kycSubmissions.status, 'rejected'), lt(kycSubmissions.reviewedAt, rejectedBefore)),
          and(isNull(kycDocuments.submissionId), lt(kycDocuments.createdAt, rejectedBefore)),
        ),
      ),
    )
    .limit(BATCH);
  const ids = [...expired.map((row) => row.id), ...(await closedAccountDocuments(db, input, settings))];
  if (ids.length === 0) return 0;
  await db.delete(kycDocumentBytes).where(inArray(kycDocumentBytes.documentId, ids));
  const purged = await db
    .update(kycDocuments)
    .set({ purgedAt: now })
    .where(and(inArray(kycDocuments.id, ids), isNull(kycDocuments.purgedAt)))
    .returning({ id: kycDocuments.id });
  return purged.length;
}

/** Stored documents older than the closed retention whose member's account is closed. */
async function closedAccountDocuments(
  db: Database,
  input: { merchantId: number; now: Date },
  settings: { closedRetentionDays: number },
): Promise<number[]> {
  const old = await db
    .select({ id: kycDocuments.id, memberId: kycDocuments.memberId })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.merchantId, input.merchantId),
        isNull(kycDocuments.purgedAt),
        lt(kycDocuments.createdAt, daysBefore(input.now, settings.closedRetentionDays)),
      ),
    )
    .orderBy(sql`${kycDocuments.memberId}`)
    .limit(BATCH);
  const memberIds = [...new Set(old.map((row) => row.memberId))];
  // The account's state is the accounts module's: asked through its service.
  const closed = new Set<number>();
  for (const memberId of memberIds) {
    const member = await findMemberById(db, input.merchantId, memberId);
    if (member?.status === 'closed') closed.add(memberId);
  }
  return old.filter((row) => closed.has(row.memberId)).map((row) => row.id);
}
