import type {
  KycDocumentContentType,
  KycDocumentKind,
  KycIdType,
  KycSubmissionStatus,
} from '@platform/contract/kyc';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, bytea, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/** A member's verification: the tier reached and what they declared for tier 1. No row: tier 0. */
export const kycProfiles = pgTable(
  'kyc_profiles',
  {
    memberId: memberRef('cascade').primaryKey(),
    merchantId: merchantRef(),
    tier: smallint('tier').notNull().default(0),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('kyc_profiles_tier', sql`${t.tier} between 0 and 2`)],
);

/** Documents sent for review together; the record stays after the documents' contents are deleted. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    idType: varchar('id_type', { length: 20 }).$type<KycIdType>().notNull(),
    status: varchar('status', { length: 10 }).$type<KycSubmissionStatus>().notNull().default('pending'),
    reason: varchar('reason', { length: 500 }),
    reviewedBy: integer('reviewed_by').references(() => operators.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // One submission waits per member at a time, even when two are sent at once.
    uniqueIndex('kyc_submissions_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
    index('kyc_submissions_queue').on(t.merchantId, t.status, t.createdAt),
    check('kyc_submissions_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** One uploaded file's description; its bytes live in kyc_document_bytes until retention deletes them. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    /** Null while uploaded but not yet sent for review. */
    submissionId: bigint('submission_id', { mode: 'number' }).references(() => kycSubmissions.id, {
      onDelete: 'cascade',
    }),
    kind: varchar('kind', { length: 10 }).$type<KycDocumentKind>().notNull(),
    contentType: varchar('content_type', { length: 32 }).$type<KycDocumentContentType>().notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
    /** When retention deleted the contents. */
    purgedAt: at('purged_at'),
  },
  (t) => [
    index('kyc_documents_member').on(t.memberId),
    index('kyc_documents_submission').on(t.submissionId),
    check('kyc_documents_type', sql`${t.contentType} in ('image/png', 'image/jpeg', 'application/pdf')`),
  ],
);

/**
 * The documents' contents: in the database (every node reads them, nothing is under a web root),
 * served only through the reviewers' endpoint.
 */
export const kycDocumentBytes = pgTable('kyc_document_bytes', {
  documentId: bigint('document_id', { mode: 'number' })
    .primaryKey()
    .references(() => kycDocuments.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/** The merchant's deposit and withdrawal limits of each tier over 30 days; no row or null: none. */
export const kycTierLimits = pgTable(
  'kyc_tier_limits',
  {
    merchantId: merchantRef(),
    tier: smallint('tier').notNull(),
    depositLimit: bigint('deposit_limit', { mode: 'number' }),
    withdrawalLimit: bigint('withdrawal_limit', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.tier] }),
    check('kyc_tier_limits_tier', sql`${t.tier} between 0 and 2`),
  ],
);

/** How long the merchant keeps documents it no longer needs. */
export const kycSettings = pgTable('kyc_settings', {
  merchantId: merchantRef().primaryKey(),
  rejectedRetentionDays: integer('rejected_retention_days').notNull(),
  closedRetentionDays: integer('closed_retention_days').notNull(),
  updatedAt: at('updated_at').notNull(),
});
