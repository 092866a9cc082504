import type { KycDocumentContentType } from '@platform/contract/kyc';
import type { KycReview, KycReviewListQuery } from '@platform/contract/kyc-admin';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { findMemberById } from '../accounts/members.service.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { operators } from '../operators/operators.tables.ts';
import { documentsOf, type KycDeps, submissionView } from './kyc.service.ts';
import { kycDocumentBytes, kycDocuments, kycProfiles, kycSubmissions } from './kyc.tables.ts';

type Actor = AuditActor & { operatorId: number };
const OBJECT_TYPE = 'kyc_submission';

/** Submissions as reviewers see them, oldest first, with each player's name and declared details. */
async function selectReviews(
  deps: KycDeps,
  merchantId: number,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<KycReview[]> {
  const rows = await deps.db
    .select({ submission: kycSubmissions, profile: kycProfiles, reviewer: operators.username })
    .from(kycSubmissions)
    .leftJoin(kycProfiles, eq(kycProfiles.memberId, kycSubmissions.memberId))
    .leftJoin(operators, eq(operators.id, kycSubmissions.reviewedBy))
    .where(and(eq(kycSubmissions.merchantId, merchantId), where))
    .orderBy(asc(kycSubmissions.createdAt), asc(kycSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
  const documents = await documentsOf(
    deps.db,
    rows.map((row) => row.submission.id),
  );
  // The accounts module owns member rows: its service names each player of the page.
  const members = await Promise.all(
    rows.map((row) => findMemberById(deps.db, merchantId, row.submission.memberId)),
  );
  return rows.map((row, index) => ({
    ...submissionView(row.submission, documents),
    memberId: row.submission.memberId,
    memberAccount: members[index]?.account ?? '',
    profile: row.profile
      ? { fullName: row.profile.fullName, birthDate: row.profile.birthDate, address: row.profile.address }
      : null,
    reviewedBy: row.reviewer,
  }));
}

/** The merchant's submissions of one status, oldest first: the pending ones are the review queue. */
export async function listKycReviews(
  deps: KycDeps,
  merchantId: number,
  query: KycReviewListQuery,
): Promise<{ list: KycReview[]; total: number; totalPages: number }> {
  const where = eq(kycSubmissions.status, query.status);
  const [list, totals] = await Promise.all([
    selectReviews(deps, merchantId, where, {
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    }),
    deps.db
      .select({ n: count() })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.merchantId, merchantId), where)),
  ]);
  const total = totals[0]?.n ?? 0;
  return { list, total, totalPages: Math.ceil(total / query.pageSize) };
}

/** A document's contents for a reviewer of its merchant; deleted or unknown ones are not found. */
export async function readKycDocumentForReview(
  deps: KycDeps,
  merchantId: number,
  submissionId: number,
  documentId: number,
): Promise<{ contentType: KycDocumentContentType; bytes: Buffer } | null> {
  const [found] = await deps.db
    .select({ contentType: kycDocuments.contentType, bytes: kycDocumentBytes.bytes })
    .from(kycDocuments)
    .innerJoin(kycDocumentBytes, eq(kycDocumentBytes.documentId, kycDocuments.id))
    .where(
      and(
        eq(kycDocuments.id, documentId),
        eq(kycDocuments.submissionId, submissionId),
        eq(kycDocuments.merchantId, merchantId),
      ),
    );
  return found ?? null;
}

/**
 * Decides a pending submission (audited): approval makes the member tier 2, a rejection keeps
 * the reason for the player. One conditional update, so two reviewers cannot both decide it.
 */
export async function reviewKycSubmission(
  deps: KycDeps,
  actor: Actor,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<KycReview> {
  const status = decision.approve ? 'approved' : 'rejected';
  const reason = decision.approve ? null : decision.reason;
  await withAudit(deps, actor, async (tx) => {
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status, reason, reviewedBy: actor.operatorId, reviewedAt: deps.now() })
      .where(
        and(
          eq(kycSubmissions.id, id),
          eq(kycSubmissions.merchantId, actor.merchantId),
          eq(kycSubmissions.status, 'pending'),
        ),
      )
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: kycSubmissions.id })
        .from(kycSubmissions)
        .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.merchantId, actor.merchantId)));
      if (!exists) throw new AppError('NOT_FOUND', 'No such submission');
      throw new AppError('KYC_NOT_PENDING', 'This submission has already been reviewed');
    }
    if (decision.approve)
      await tx
        .update(kycProfiles)
        .set({ tier: 2, updatedAt: deps.now() })
        .where(eq(kycProfiles.memberId, row.memberId));
    return {
      value: null,
      change: {
        action: `kyc.${decision.approve ? 'approve' : 'reject'}`,
        objectType: OBJECT_TYPE,
        objectId: id,
        before: { status: 'pending' },
        after: { status, reason, memberId: row.memberId },
      },
    };
  });
  const [review] = await selectReviews(deps, actor.merchantId, eq(kycSubmissions.id, id), {
    limit: 1,
    offset: 0,
  });
  if (!review) throw new Error(`kyc submission ${id} vanished`);
  return review;
}
