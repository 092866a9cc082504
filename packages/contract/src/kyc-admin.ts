import { z } from 'zod';
import { RowIdParamSchema } from './ids.ts';
import {
  KYC_SUBMISSION_STATUSES,
  KycProfileSchema,
  KycSubmissionSchema,
  KycTierLimitsSchema,
} from './kyc.ts';
import { pagingFields } from './list-query.ts';
import { text } from './text.ts';

/*
 * KYC in the back office: the review queue (kyc.review) and the merchant's tier limits and
 * document retention (kyc.settings). Every review and settings change is audited.
 */

export const KycReviewListQuerySchema = z.strictObject({
  ...pagingFields,
  status: z.enum(KYC_SUBMISSION_STATUSES).default('pending'),
});
export type KycReviewListQuery = z.infer<typeof KycReviewListQuerySchema>;

/** A submission as a reviewer sees it: the player and what they declared for tier 1. */
export const KycReviewSchema = KycSubmissionSchema.extend({
  memberId: z.number().int(),
  memberAccount: text(),
  profile: KycProfileSchema.nullable(),
  reviewedBy: text().nullable(),
});
export type KycReview = z.infer<typeof KycReviewSchema>;

export const KycReviewListSchema = z.object({
  list: z.array(KycReviewSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const KycReviewParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const KycReviewDocumentParamsSchema = z.strictObject({
  id: RowIdParamSchema,
  documentId: RowIdParamSchema,
});

export const KycRejectSchema = z.strictObject({ reason: text().trim().min(2).max(500) });
export type KycRejectInput = z.infer<typeof KycRejectSchema>;

/** A limit in minor units, at least one; null means none. */
const LimitSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable();

export const KYC_RETENTION_DAYS_MAX = 3650;
const RetentionDaysSchema = z.number().int().min(1).max(KYC_RETENTION_DAYS_MAX);

export const KycSettingsSchema = z.strictObject({
  /** One row per tier, 0 to 2, each once. */
  limits: z
    .array(
      z.strictObject({
        tier: KycTierLimitsSchema.shape.tier,
        depositLimit: LimitSchema,
        withdrawalLimit: LimitSchema,
      }),
    )
    .length(3)
    .refine((rows) => new Set(rows.map((row) => row.tier)).size === 3, 'Give each tier once'),
  /** Days the documents of a rejected submission (or never sent) are kept before their contents go. */
  rejectedRetentionDays: RetentionDaysSchema,
  /** Days the documents of a closed account are kept after their upload. */
  closedRetentionDays: RetentionDaysSchema,
});
export type KycSettings = z.infer<typeof KycSettingsSchema>;
