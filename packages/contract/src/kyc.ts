import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { text } from './text.ts';

/*
 * Know your customer (member side). Tier 0: registered. Tier 1: name, birth date and address given
 * and checked (adult by the merchant's minimum age). Tier 2: an identity document and a selfie
 * uploaded and approved by an operator. Each tier may carry deposit and withdrawal limits over a
 * rolling 30 days (kyc-admin.ts).
 */

export const KYC_TIERS = [0, 1, 2] as const;
export type KycTier = (typeof KYC_TIERS)[number];

/** The window the per-tier limits count over. */
export const KYC_LIMIT_WINDOW_DAYS = 30;

/** Each uploaded document is at most 5 MB, as the withdrawal proofs. */
export const MAX_KYC_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** What a document may be, decided by its bytes on the server. */
export const KYC_DOCUMENT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type KycDocumentContentType = (typeof KYC_DOCUMENT_CONTENT_TYPES)[number];

/** The identity documents accepted; a passport has no back worth showing, the cards do. */
export const KYC_ID_TYPES = ['passport', 'national_id', 'driving_licence'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];
export const KYC_ID_TYPES_WITH_BACK: readonly KycIdType[] = ['national_id', 'driving_licence'];

/** What one uploaded file shows. */
export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export const KYC_SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof KYC_SUBMISSION_STATUSES)[number];

const BIRTH_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (no 31 February), after 1900. */
export function isCalendarDate(value: string): boolean {
  if (!BIRTH_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= '1900-01-01';
}

/** Whole years between a birth date (YYYY-MM-DD) and `today` (YYYY-MM-DD): the age on that day. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Tier 1: who the player is. The server also checks the age against the merchant's minimum. */
export const KycProfileInputSchema = z.strictObject({
  fullName: text().trim().min(2).max(100),
  birthDate: text().trim().refine(isCalendarDate, 'Enter a real date as YYYY-MM-DD'),
  address: text().trim().min(5).max(300),
});
export type KycProfileInput = z.infer<typeof KycProfileInputSchema>;

/** The kind of a document being uploaded; the body is the file's raw bytes. */
export const KycUploadParamsSchema = z.strictObject({ kind: z.enum(KYC_DOCUMENT_KINDS) });

export const KycDocumentIdParamsSchema = z.strictObject({ id: RowIdParamSchema });

/** Tier 2: the uploaded documents sent for review together. */
export const KycSubmissionInputSchema = z
  .strictObject({
    idType: z.enum(KYC_ID_TYPES),
    frontDocumentId: RowIdSchema,
    backDocumentId: RowIdSchema.nullable().default(null),
    selfieDocumentId: RowIdSchema,
  })
  .refine((input) => KYC_ID_TYPES_WITH_BACK.includes(input.idType) === (input.backDocumentId !== null), {
    path: ['backDocumentId'],
    message: 'The back of the document is needed for this type, and only for it',
  });
export type KycSubmissionInput = z.input<typeof KycSubmissionInputSchema>;

/** One uploaded file as its owner sees it: never its bytes, which only reviewers read. */
export const KycDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  contentType: z.enum(KYC_DOCUMENT_CONTENT_TYPES),
  size: z.number().int(),
  /** uploaded: not sent for review yet; then its submission's status. */
  status: z.enum(['uploaded', ...KYC_SUBMISSION_STATUSES]),
  /** True once its contents were deleted after the retention period. */
  deleted: z.boolean(),
  createdAt: text(),
});
export type KycDocument = z.infer<typeof KycDocumentSchema>;

export const KycSubmissionSchema = z.object({
  id: z.number().int(),
  idType: z.enum(KYC_ID_TYPES),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  /** The operator's reason for a rejection. */
  reason: text().nullable(),
  createdAt: text(),
  reviewedAt: text().nullable(),
  documents: z.array(KycDocumentSchema),
});
export type KycSubmission = z.infer<typeof KycSubmissionSchema>;

export const KycProfileSchema = z.object({
  fullName: text(),
  birthDate: text(),
  address: text(),
});

/** A tier's limits over the last 30 days, in minor units; null: no limit. */
export const KycTierLimitsSchema = z.object({
  tier: z.number().int().min(0).max(2),
  depositLimit: z.number().int().nullable(),
  withdrawalLimit: z.number().int().nullable(),
});
export type KycTierLimits = z.infer<typeof KycTierLimitsSchema>;

export const KycStatusSchema = z.object({
  tier: z.number().int(),
  profile: KycProfileSchema.nullable(),
  /** The merchant's age floor for tier 1. */
  minimumAge: z.number().int(),
  /** The player's submissions, newest first. */
  submissions: z.array(KycSubmissionSchema),
  /** Documents uploaded but not sent yet. */
  uploads: z.array(KycDocumentSchema),
  /** Every tier's limits, so the page shows what the next tier allows. */
  limits: z.array(KycTierLimitsSchema),
});
export type KycStatus = z.infer<typeof KycStatusSchema>;
