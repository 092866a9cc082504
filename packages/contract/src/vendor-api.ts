import { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { text } from './text.ts';

/**
 * The seamless wallet API a game vendor calls (docs/vendor-api.md). Version 1 lives under
 * `/vendor-api/v1`; a breaking change gets a new version beside it, never an edit of this one.
 */
export const VENDOR_API_VERSION = 'v1';
export const VENDOR_API_BASE = `/vendor-api/${VENDOR_API_VERSION}`;

export const VENDOR_API_PATHS = {
  authenticate: `${VENDOR_API_BASE}/authenticate`,
  balance: `${VENDOR_API_BASE}/balance`,
  bet: `${VENDOR_API_BASE}/bet`,
  win: `${VENDOR_API_BASE}/win`,
  rollback: `${VENDOR_API_BASE}/rollback`,
  refund: `${VENDOR_API_BASE}/refund`,
  endRound: `${VENDOR_API_BASE}/end-round`,
  transaction: `${VENDOR_API_BASE}/transaction`,
} as const;

/**
 * Every code each call can be refused with (docs/vendor-api.md "Every answer code"), beside those
 * any call can get: authentication, a broken body and a fault (VENDOR_CALL_REFUSALS_ALWAYS). The
 * API document lists exactly these per call, and a test holds the doc's table to them.
 */
export const VENDOR_CALL_REFUSALS_ALWAYS = [
  'VENDOR_SIGNATURE_INVALID',
  'VENDOR_TIMESTAMP_STALE',
  'VENDOR_IP_NOT_ALLOWED',
  'VALIDATION_ERROR',
  'MALFORMED_BODY',
  'UNSUPPORTED_MEDIA_TYPE',
  // Refused before any call is known: a path that names no call (the document lists it on every
  // call, since a checker matches an altered path to the call it came from), a broken URL or
  // request line, a slow request.
  'NOT_FOUND',
  'MALFORMED_URL',
  'MALFORMED_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];

export const VENDOR_CALL_REFUSALS = {
  authenticate: [
    'VENDOR_TOKEN_INVALID',
    'VENDOR_TOKEN_EXPIRED',
    'PLAYER_NOT_FOUND',
    'PLAYER_BLOCKED',
    'SELF_EXCLUDED',
    'TIMED_OUT',
  ],
  balance: ['VENDOR_TOKEN_INVALID', 'VENDOR_TOKEN_EXPIRED', 'PLAYER_NOT_FOUND'],
  bet: [
    'VENDOR_TOKEN_INVALID',
    'VENDOR_TOKEN_EXPIRED',
    'VENDOR_GAME_MISMATCH',
    'GAME_NOT_FOUND',
    'GAME_MAINTENANCE',
    'PLAYER_NOT_FOUND',
    'PLAYER_BLOCKED',
    'SELF_EXCLUDED',
    'TIMED_OUT',
    'LIMIT_REACHED',
    'CURRENCY_MISMATCH',
    'INSUFFICIENT_FUNDS',
    'ROUND_CLOSED',
    'BET_ROLLED_BACK',
    'TRANSACTION_CONFLICT',
    'FREE_ROUNDS_NOT_FOUND',
    'FREE_ROUNDS_UNAVAILABLE',
  ],
  win: ['PLAYER_NOT_FOUND', 'CURRENCY_MISMATCH', 'ROUND_NOT_FOUND', 'ROUND_CLOSED', 'TRANSACTION_CONFLICT'],
  rollback: ['PLAYER_NOT_FOUND', 'ROUND_CLOSED', 'TRANSACTION_CONFLICT'],
  refund: [
    'PLAYER_NOT_FOUND',
    'CURRENCY_MISMATCH',
    'ROUND_CLOSED',
    'BET_ROLLED_BACK',
    'BET_NOT_FOUND',
    'REFUND_EXCEEDS_STAKE',
    'TRANSACTION_CONFLICT',
  ],
  endRound: ['PLAYER_NOT_FOUND', 'ROUND_NOT_FOUND'],
  transaction: ['TRANSACTION_NOT_FOUND'],
} as const satisfies Record<keyof typeof VENDOR_API_PATHS, readonly ErrorCode[]>;

/** The codes the document lists for one call: its own and those of every call. */
export const refusalsOfVendorCall = (call: keyof typeof VENDOR_API_PATHS): readonly ErrorCode[] => [
  ...VENDOR_CALL_REFUSALS_ALWAYS,
  ...VENDOR_CALL_REFUSALS[call],
];

/** Request headers: who signs, when, and the signature (lower-case hex HMAC-SHA256). */
export const VENDOR_HEADERS = {
  vendor: 'x-vendor-code',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** A request whose timestamp is further than this from our clock is refused (replayed captures). */
export const VENDOR_TIMESTAMP_TOLERANCE_MS = 5 * 60_000;

const TransactionIdSchema = text()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Letters, digits and _ . : - only');
const RoundIdSchema = TransactionIdSchema;
/** The player as the platform told it in `authenticate`. */
const PlayerIdSchema = text().regex(/^[0-9]{1,18}$/, 'Unknown player');
/** Any length up to 128: a token too short to be ours is an unknown token (401), not a bad field. */
const TokenSchema = text().min(1).max(128);
/** Minor units, whole and safe: a fraction or a float is refused, never rounded. */
const AmountSchema = z.number().int('Whole minor units only').min(0).max(Number.MAX_SAFE_INTEGER);
const CurrencySchema = text().regex(/^[A-Z]{3}$/, 'ISO 4217 code');
const GameCodeSchema = text()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);

export const VendorAuthenticateSchema = z.strictObject({ token: TokenSchema });
export type VendorAuthenticate = z.infer<typeof VendorAuthenticateSchema>;

export const VendorBalanceSchema = z.strictObject({
  playerId: PlayerIdSchema,
  token: TokenSchema.optional(),
});
export type VendorBalance = z.infer<typeof VendorBalanceSchema>;

export const VendorBetSchema = z
  .strictObject({
    transactionId: TransactionIdSchema,
    roundId: RoundIdSchema,
    playerId: PlayerIdSchema,
    token: TokenSchema,
    gameCode: GameCodeSchema,
    amount: AmountSchema.refine((amount) => amount > 0, 'A bet is more than zero'),
    currency: CurrencySchema,
    /** The part of `amount` that feeds the studio's jackpot pool, recorded for the operator's reports. */
    jackpotContribution: AmountSchema.optional(),
    /**
     * Plays one of the free rounds `authenticate` listed: `amount` must be their stake, and nothing
     * is taken from the wallet (the house pays the stake).
     */
    freeRoundsId: text()
      .regex(/^[0-9]{1,18}$/, 'Unknown free rounds')
      .optional(),
  })
  .refine((bet) => (bet.jackpotContribution ?? 0) <= bet.amount, {
    path: ['jackpotContribution'],
    message: 'At most the bet amount',
  });
export type VendorBet = z.infer<typeof VendorBetSchema>;

export const VENDOR_WIN_TYPES = ['regular', 'jackpot'] as const;
export type VendorWinType = (typeof VENDOR_WIN_TYPES)[number];

/** A win of 0 is allowed: it records a lost round's result. The token may have expired. */
export const VendorWinSchema = z.strictObject({
  transactionId: TransactionIdSchema,
  roundId: RoundIdSchema,
  playerId: PlayerIdSchema,
  token: TokenSchema.optional(),
  gameCode: GameCodeSchema,
  amount: AmountSchema,
  currency: CurrencySchema,
  /** Closes the round with this win (saves an end-round call). */
  endRound: z.boolean().default(false),
  /** A jackpot win is its own transaction type: the operator sees it apart from the game's wins. */
  type: z.enum(VENDOR_WIN_TYPES).default('regular'),
});
export type VendorWin = z.infer<typeof VendorWinSchema>;
/** A win as a studio sends it: `endRound` and `type` may be left out. */
export type VendorWinBody = z.input<typeof VendorWinSchema>;

export const VendorRollbackSchema = z.strictObject({
  transactionId: TransactionIdSchema,
  /** The bet being taken back. */
  refTransactionId: TransactionIdSchema,
  roundId: RoundIdSchema,
  playerId: PlayerIdSchema,
  token: TokenSchema.optional(),
});
export type VendorRollback = z.infer<typeof VendorRollbackSchema>;

/**
 * Gives back part of a bet's stake (a partly void bet, a game fault refunding some spins). The
 * refunds of one bet never add up to more than its stake; a rollback afterwards returns the rest.
 */
export const VendorRefundSchema = z.strictObject({
  transactionId: TransactionIdSchema,
  /** The bet part of which is given back. */
  refTransactionId: TransactionIdSchema,
  roundId: RoundIdSchema,
  playerId: PlayerIdSchema,
  token: TokenSchema.optional(),
  amount: AmountSchema.refine((amount) => amount > 0, 'A refund is more than zero'),
  currency: CurrencySchema,
});
export type VendorRefund = z.infer<typeof VendorRefundSchema>;

export const VendorEndRoundSchema = z.strictObject({
  roundId: RoundIdSchema,
  playerId: PlayerIdSchema,
});
export type VendorEndRound = z.infer<typeof VendorEndRoundSchema>;

/** Digits after the decimal point of the currency's minor unit: 2 for USD cents, 0 for MMK kyat. */
const ExponentSchema = z.number().int().min(0).max(4);

/** Free rounds the operator granted the player for the launched game, still playable. */
export const VendorFreeRoundsSchema = z.object({
  freeRoundsId: text(),
  gameCode: text(),
  roundsLeft: z.number().int(),
  /** The stake of each round, in minor units. */
  betAmount: z.number().int(),
  expiresAt: text(),
});
export type VendorFreeRounds = z.infer<typeof VendorFreeRoundsSchema>;

export const VendorPlayerSchema = z.object({
  playerId: text(),
  nickname: text(),
  currency: text(),
  currencyExponent: ExponentSchema,
  balance: z.number().int(),
  language: text(),
  gameCode: text(),
  freeRounds: z.array(VendorFreeRoundsSchema),
});
export type VendorPlayer = z.infer<typeof VendorPlayerSchema>;

export const VendorBalanceAnswerSchema = z.object({
  balance: z.number().int(),
  currency: text(),
  currencyExponent: ExponentSchema,
});
export type VendorBalanceAnswer = z.infer<typeof VendorBalanceAnswerSchema>;

/** The answer to bet, win and rollback; a replay of the same transaction gets it again, unchanged. */
export const VendorTransactionAnswerSchema = z.object({
  transactionId: text(),
  /** Our id of the money movement; null when nothing moved (rollback of an unknown bet). */
  platformTransactionId: text().nullable(),
  balance: z.number().int(),
  currency: text(),
});
export type VendorTransactionAnswer = z.infer<typeof VendorTransactionAnswerSchema>;

/** What a transaction id was used for; a refund gives back part of a bet, a rollback the rest. */
export const VENDOR_TRANSACTION_KINDS = ['bet', 'win', 'rollback', 'refund'] as const;
export type VendorTransactionKind = (typeof VENDOR_TRANSACTION_KINDS)[number];

/** transaction: what became of a transaction id (a studio that got no answer asks before retrying). */
export const VendorTransactionQuerySchema = z.strictObject({ transactionId: TransactionIdSchema });
export type VendorTransactionQuery = z.infer<typeof VendorTransactionQuerySchema>;

export const VendorTransactionStatusSchema = z.object({
  transactionId: text(),
  kind: z.enum(VENDOR_TRANSACTION_KINDS),
  /** For a win: a regular or a jackpot win; null for the other kinds. */
  winType: z.enum(VENDOR_WIN_TYPES).nullable(),
  /** For a bet: the part of its amount that fed the jackpot (0 when none was said). */
  jackpotContribution: z.number().int(),
  /** For a bet on free rounds: which (its `amount` is then 0: nothing was taken). */
  freeRoundsId: text().nullable(),
  roundId: text(),
  playerId: text(),
  amount: z.number().int(),
  /** For a rollback or a refund: the bet it gave back. */
  refTransactionId: text().nullable(),
  createdAt: text(),
  /** Exactly what the call was answered, as a replay of it would be. */
  answer: VendorTransactionAnswerSchema,
});
export type VendorTransactionStatus = z.infer<typeof VendorTransactionStatusSchema>;

export const VendorEndRoundAnswerSchema = z.object({
  roundId: text(),
  status: z.enum(['settled', 'cancelled']),
  balance: z.number().int(),
  currency: text(),
});

// ---------------------------------------------------------------------------------------------
// Transfer wallet: what a transfer-mode vendor serves and the platform calls (docs/vendor-api.md).
// Paths are relative to the vendor's wallet API URL; requests are signed the same way.

export const TRANSFER_WALLET_PATHS = {
  deposit: '/deposit',
  withdraw: '/withdraw',
  status: '/transfer-status',
  balance: '/balance',
} as const;

/** Money into (deposit) or out of (withdraw) the player's wallet at the vendor, once per transferId. */
export const TransferWalletMoveSchema = z.strictObject({
  transferId: text().min(1).max(128),
  playerId: PlayerIdSchema,
  amount: AmountSchema.refine((amount) => amount > 0, 'More than zero'),
  currency: CurrencySchema,
});
export type TransferWalletMove = z.infer<typeof TransferWalletMoveSchema>;

export const TransferWalletStatusQuerySchema = z.strictObject({ transferId: text().min(1).max(128) });

export const TransferWalletBalanceQuerySchema = z.strictObject({ playerId: PlayerIdSchema });

export const TransferWalletMoveAnswerSchema = z.object({ transferId: text(), balance: z.number().int() });

/** `not_found`: the vendor never applied it (safe to give the money back on our side). */
export const TransferWalletStatusSchema = z.object({
  transferId: text(),
  status: z.enum(['done', 'not_found']),
});

export const TransferWalletBalanceSchema = z.object({ balance: z.number().int(), currency: text() });
