import { z } from 'zod';
import { FirebaseChannelSchema } from './accounts.ts';
import { SmallIdParamSchema } from './ids.ts';
import { text } from './text.ts';

/**
 * The operator API (back office): staff accounts separate from players, their permissions and
 * the audit log. Inputs are trimmed and bounded so a 1 MB string is a 400, not work.
 */

export const OPERATOR_ROLES = ['admin', 'finance', 'content', 'support'] as const;
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
export const OperatorStatusSchema = z.enum(OPERATOR_STATUSES);
export type OperatorStatus = z.infer<typeof OperatorStatusSchema>;

/** What a role may do; each operator endpoint names the one it needs. */
export const OPERATOR_PERMISSIONS = [
  'operators.manage',
  'audit.read',
  'members.read',
  'members.write',
  'settings.write',
  'content.write',
  'games.write',
  'finance.deposits',
  'finance.withdrawals',
  /** Credit or debit a member's balance by hand, and approve another operator's adjustment. */
  'finance.adjust',
  'outbox.read',
  /** Scheduled jobs: see runs, re-run a period, pause and resume. */
  'jobs.manage',
  /** The dashboard's money and player figures. */
  'reports.read',
  /** The installation's vendor integrations: launch target, allowed addresses, signing secret. */
  'vendors.integrate',
  /** KYC: the document review queue, reading players' identity documents, approving and rejecting. */
  'kyc.review',
  /** KYC: each verification tier's deposit and withdrawal limits, and how long documents are kept. */
  'kyc.settings',
  /** The risk queue: review signals, hold withdrawals, restrict bonuses, close accounts; the rules' thresholds. */
  'risk.review',
  /** The live chat room: delete messages, mute players, the word filter, rate limit and win feed. */
  'chat.moderate',
  /** Platform messages: compose, target and send to players, see read counts, withdraw. */
  'messages.write',
  /** Players' feedback (answer, close) and the support chat (inbox, assignment, replies, canned replies). */
  'support.reply',
] as const;
export const OperatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS);
export type OperatorPermission = z.infer<typeof OperatorPermissionSchema>;

/**
 * What each staff role may do; admin may do everything, including managing staff and reading the
 * audit log. The server enforces it; the console reads it only to explain the menu in tests.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  finance: ['members.read', 'finance.deposits', 'finance.withdrawals', 'finance.adjust', 'reports.read'],
  content: ['content.write', 'messages.write'],
  support: [
    'members.read',
    'members.write',
    'outbox.read',
    'kyc.review',
    'messages.write',
    'support.reply',
    'chat.moderate',
  ],
};

const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const OperatorUsernameSchema = text().trim().min(3).max(32).regex(USERNAME_PATTERN);
/** Staff passwords guard every player's data: longer than a player's minimum. */
export const OperatorPasswordSchema = text().min(12).max(128);
const TotpCodeSchema = text()
  .trim()
  .regex(/^\d{6}$/);

export const OperatorLoginSchema = z.strictObject({
  // Any name up to the bound is accepted here: an unknown one gets the same answer as a wrong password.
  username: text().trim().min(1).max(64),
  password: text().min(1).max(128),
  /** The authenticator code, required once the operator has set up TOTP. */
  totpCode: TotpCodeSchema.optional(),
});
export type OperatorLoginInput = z.infer<typeof OperatorLoginSchema>;

export const OperatorMeSchema = z.object({
  id: z.number().int(),
  username: text(),
  role: OperatorRoleSchema,
  permissions: z.array(OperatorPermissionSchema),
  totpEnabled: z.boolean(),
  /** True in production while TOTP is not set up: only TOTP setup, me and logout are allowed. */
  totpSetupRequired: z.boolean(),
  lastLoginAt: text().nullable(),
});
export type OperatorMe = z.infer<typeof OperatorMeSchema>;

export const OperatorLoginResultSchema = z.object({ token: text(), operator: OperatorMeSchema });
export type OperatorLoginResult = z.infer<typeof OperatorLoginResultSchema>;

export const OperatorTotpSetupResultSchema = z.object({ secret: text(), otpauthUrl: text() });
export const OperatorTotpConfirmSchema = z.strictObject({ code: TotpCodeSchema });

export const OperatorSchema = z.object({
  id: z.number().int(),
  username: text(),
  role: OperatorRoleSchema,
  status: OperatorStatusSchema,
  totpEnabled: z.boolean(),
  lastLoginAt: text().nullable(),
  createdAt: text(),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const CreateOperatorSchema = z.strictObject({
  username: OperatorUsernameSchema,
  password: OperatorPasswordSchema,
  role: OperatorRoleSchema,
});
export type CreateOperatorInput = z.infer<typeof CreateOperatorSchema>;

export const UpdateOperatorSchema = z
  .strictObject({
    role: OperatorRoleSchema.optional(),
    status: OperatorStatusSchema.optional(),
    password: OperatorPasswordSchema.optional(),
    /** Clears the authenticator (a lost phone): the operator sets it up again at next login. */
    resetTotp: z.literal(true).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateOperatorInput = z.infer<typeof UpdateOperatorSchema>;

export const OperatorIdParamsSchema = z.strictObject({
  id: SmallIdParamSchema,
});

const pagingFields = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};

export const OperatorListQuerySchema = z.strictObject({
  ...pagingFields,
  role: OperatorRoleSchema.optional(),
  status: OperatorStatusSchema.optional(),
});
export type OperatorListQuery = z.infer<typeof OperatorListQuerySchema>;

export const OperatorListSchema = z.object({
  list: z.array(OperatorSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const AuditLogQuerySchema = z.strictObject({
  ...pagingFields,
  operatorId: SmallIdParamSchema.optional(),
  action: text().trim().min(1).max(64).optional(),
  objectType: text().trim().min(1).max(32).optional(),
  objectId: text().trim().min(1).max(64).optional(),
  /** ISO 8601 bounds of `at`: from inclusive, to exclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorUsername: text().nullable(),
  action: text(),
  objectType: text(),
  objectId: text().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: text().nullable(),
  requestId: text().nullable(),
  at: text(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogSchema = z.object({
  list: z.array(AuditEntrySchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** Operator configuration of a merchant's whitelabel modules (spec §3 flags). */
export const WhitelabelModuleSchema = z.object({
  modId: text(),
  parentModId: text().nullable(),
  enabled: z.boolean(),
});
export type WhitelabelModule = z.infer<typeof WhitelabelModuleSchema>;
export const SetWhitelabelModuleSchema = z.strictObject({ enabled: z.boolean() });
export const ModIdParamsSchema = z.strictObject({ modId: text().regex(/^[A-Z0-9_]{2,64}$/) });

/** One register field rule as the operator sets it (spec §5); the pattern must compile. */
export const SetRegisterRuleSchema = z
  .strictObject({
    acceptedPattern: text().min(1).max(512),
    minLength: z.number().int().min(0).max(500),
    maxLength: z.number().int().min(1).max(500),
    patternId: text().regex(/^[A-Z_]{2,64}$/),
    required: z.boolean(),
    shown: z.boolean(),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, {
    message: 'minLength must not exceed maxLength',
    path: ['minLength'],
  });
export const RegisterRuleFieldParamsSchema = z.strictObject({ field: text().regex(/^[A-Za-z]{2,64}$/) });

/** The account policy an operator configures beside the flags. */
export const AccountPolicySchema = z.strictObject({
  passwordMaxAgeDays: z.number().int().min(1).max(3650),
  captchaAfterFailures: z.number().int().min(1).max(100),
  lockoutAfterFailures: z.number().int().min(1).max(1000),
  lockoutMinutes: z.number().int().min(1).max(1440),
  verifyUnknownIp: z.boolean(),
  captchaOnRegister: z.boolean(),
  smsExpiredMinutes: z.number().int().min(1).max(60),
  countries: z.array(text().regex(/^[A-Z]{2}$/)).max(50),
  identityProviders: z.array(FirebaseChannelSchema).max(3),
});
export type AccountPolicySettings = z.infer<typeof AccountPolicySchema>;
