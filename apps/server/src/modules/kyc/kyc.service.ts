import {
  ageOn,
  type KycDocument,
  type KycDocumentKind,
  type KycProfileInput,
  type KycStatus,
  type KycSubmission,
  type KycSubmissionInput,
  KycSubmissionInputSchema,
} from '@platform/contract/kyc';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { findMerchantMinimumAge, findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { sniffKycDocument } from './document-bytes.ts';
import { kycDocumentBytes, kycDocuments, kycProfiles, kycSubmissions } from './kyc.tables.ts';
import { readKycTierLimits } from './kyc-settings.service.ts';
import { findKycTier } from './kyc-tier.ts';

export interface KycDeps {
  db: Database;
  now: () => Date;
}

/** The member asking; their merchant scopes every read. */
export interface KycCaller {
  merchantId: number;
  memberId: number;
}

type DocumentRow = typeof kycDocuments.$inferSelect;
type SubmissionRow = typeof kycSubmissions.$inferSelect;

export function documentView(row: DocumentRow, submission: SubmissionRow | undefined): KycDocument {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    status: submission?.status ?? 'uploaded',
    deleted: row.purgedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function submissionView(row: SubmissionRow, documents: DocumentRow[]): KycSubmission {
  return {
    id: row.id,
    idType: row.idType,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    documents: documents.filter((doc) => doc.submissionId === row.id).map((doc) => documentView(doc, row)),
  };
}

/** The member's documents of the given submissions (the member's own only). */
export function documentsOf(db: Database, submissionIds: number[]) {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db.select().from(kycDocuments).where(inArray(kycDocuments.submissionId, submissionIds));
}

/** The member's tier, declared details, submissions, unsent uploads and the merchant's tier limits. */
export async function readKycStatus(deps: KycDeps, caller: KycCaller): Promise<KycStatus> {
  const [[profile], submissions, uploads, limits, minimumAge] = await Promise.all([
    deps.db.select().from(kycProfiles).where(eq(kycProfiles.memberId, caller.memberId)),
    deps.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.memberId, caller.memberId))
      .orderBy(desc(kycSubmissions.id))
      .limit(20),
    deps.db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.memberId, caller.memberId), isNull(kycDocuments.submissionId)))
      .orderBy(desc(kycDocuments.id))
      .limit(20),
    readKycTierLimits(deps.db, caller.merchantId),
    findMerchantMinimumAge(deps.db, caller.merchantId),
  ]);
  const documents = await documentsOf(
    deps.db,
    submissions.map((row) => row.id),
  );
  return {
    tier: profile?.tier ?? 0,
    profile: profile
      ? { fullName: profile.fullName, birthDate: profile.birthDate, address: profile.address }
      : null,
    minimumAge,
    submissions: submissions.map((row) => submissionView(row, documents)),
    uploads: uploads.filter((row) => row.purgedAt === null).map((row) => documentView(row, undefined)),
    limits,
  };
}

/**
 * Tier 1: stores the member's name, birth date and address and grants tier 1 at once when the
 * member is of the merchant's minimum age on the merchant's local today. A member already at
 * tier 2 may correct the details without losing the tier.
 */
export async function submitKycProfile(
  deps: KycDeps,
  caller: KycCaller,
  input: KycProfileInput,
): Promise<KycStatus> {
  const [minimumAge, zone] = await Promise.all([
    findMerchantMinimumAge(deps.db, caller.merchantId),
    findMerchantTimeZone(deps.db, caller.merchantId),
  ]);
  const now = deps.now();
  if (ageOn(input.birthDate, localDate(now, zone)) < minimumAge)
    throw new AppError('KYC_UNDER_AGE', `You must be at least ${minimumAge}`, [
      { field: 'body.birthDate', message: `You must be at least ${minimumAge}` },
    ]);
  await deps.db
    .insert(kycProfiles)
    .values({ memberId: caller.memberId, merchantId: caller.merchantId, tier: 1, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: kycProfiles.memberId, set: { ...input, updatedAt: now } });
  return readKycStatus(deps, caller);
}

/** Stores one uploaded file when its bytes are a PNG, JPEG or PDF of at most 5 MB. */
export async function uploadKycDocument(
  deps: KycDeps,
  caller: KycCaller,
  input: { kind: KycDocumentKind; bytes: Buffer },
): Promise<KycDocument> {
  const contentType = sniffKycDocument(input.bytes);
  if (!contentType)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG and PDF files of at most 5 MB are accepted');
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kycDocuments)
      .values({
        merchantId: caller.merchantId,
        memberId: caller.memberId,
        kind: input.kind,
        contentType,
        size: input.bytes.length,
        createdAt: deps.now(),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(kycDocumentBytes).values({ documentId: row.id, bytes: input.bytes });
    return documentView(row, undefined);
  });
}

/** One of the member's own documents and its review status; anyone else's is not found. */
export async function readOwnKycDocument(deps: KycDeps, caller: KycCaller, id: number): Promise<KycDocument> {
  const [found] = await deps.db
    .select({ document: kycDocuments, submission: kycSubmissions })
    .from(kycDocuments)
    .leftJoin(kycSubmissions, eq(kycSubmissions.id, kycDocuments.submissionId))
    .where(
      and(
        eq(kycDocuments.id, id),
        eq(kycDocuments.memberId, caller.memberId),
        eq(kycDocuments.merchantId, caller.merchantId),
      ),
    );
  if (!found) throw new AppError('NOT_FOUND', 'Not found');
  return documentView(found.document, found.submission ?? undefined);
}

/**
 * Tier 2: sends the member's own unsent uploads for review, each of the kind its place names.
 * Needs tier 1 and no submission already waiting (the unique index settles two sent at once).
 * A document that is not the member's, or already sent, is not found and nothing changes.
 */
export async function submitKycDocuments(
  deps: KycDeps,
  caller: KycCaller,
  input: KycSubmissionInput,
): Promise<KycSubmission> {
  const parsed = KycSubmissionInputSchema.parse(input);
  const tier = await findKycTier(deps.db, caller.memberId);
  if (tier < 1) throw new AppError('KYC_TIER_REQUIRED', 'Verify your name, birth date and address first');
  if (tier >= 2) throw new AppError('CONFLICT', 'Your identity is already verified');
  const wanted: [number, KycDocumentKind][] = [
    [parsed.frontDocumentId, 'id_front'],
    [parsed.selfieDocumentId, 'selfie'],
    ...(parsed.backDocumentId === null
      ? []
      : [[parsed.backDocumentId, 'id_back'] as [number, KycDocumentKind]]),
  ];
  const ids = wanted.map(([id]) => id);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(kycDocuments)
      .where(
        and(
          inArray(kycDocuments.id, ids),
          eq(kycDocuments.memberId, caller.memberId),
          eq(kycDocuments.merchantId, caller.merchantId),
          isNull(kycDocuments.submissionId),
          isNull(kycDocuments.purgedAt),
        ),
      )
      .for('update');
    const fits = wanted.every(([id, kind]) => rows.some((row) => row.id === id && row.kind === kind));
    if (new Set(ids).size !== ids.length || !fits) throw new AppError('NOT_FOUND', 'Document not found');
    const [submission] = await tx
      .insert(kycSubmissions)
      .values({
        merchantId: caller.merchantId,
        memberId: caller.memberId,
        idType: parsed.idType,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!submission)
      throw new AppError('KYC_REVIEW_PENDING', 'Your documents are already waiting for review');
    const sent = await tx
      .update(kycDocuments)
      .set({ submissionId: submission.id })
      .where(inArray(kycDocuments.id, ids))
      .returning();
    return submissionView(submission, sent);
  });
}
