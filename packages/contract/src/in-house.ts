import { z } from 'zod';
import { problemMessage } from './form-schemas.ts';
import { text } from './text.ts';

/**
 * In-house provably fair games (DESIGN §6): our own vendor INHOUSE, playing from the same wallet
 * as any seamless vendor. The engines live in `packages/games`; a round's outcome is a pure function
 * of the member's seed pair and the round's nonce, so the browser can verify it once the server
 * seed is revealed by a rotation.
 */

/** The vendor code of the in-house games in the catalog and the bet records. */
export const IN_HOUSE_VENDOR = 'INHOUSE';

export const IN_HOUSE_GAMES = [
  'slot',
  'baccarat',
  'dragon-tiger',
  'roulette',
  'sic-bo',
  'blackjack',
] as const;
export type InHouseGame = (typeof IN_HOUSE_GAMES)[number];
export const InHouseGameSchema = z.enum(IN_HOUSE_GAMES);

/** The site's page of an in-house game (its catalog gameCode is the game's name). */
export const inHouseGamePath = (gameCode: string): string => `/inHouse/${encodeURIComponent(gameCode)}`;

/** The games played by a slip of bets on spots (the others take one stake). */
export const IN_HOUSE_TABLE_GAMES = ['baccarat', 'dragon-tiger', 'roulette', 'sic-bo'] as const;
export type InHouseTableGame = (typeof IN_HOUSE_TABLE_GAMES)[number];

/** The games the catalog lists once more under LIVE (spec §1: the LIVE table games). */
export const IN_HOUSE_LIVE_GAMES = ['baccarat', 'sic-bo', 'roulette', 'dragon-tiger', 'blackjack'] as const;

/** Blackjack's player actions, as the engine names them. */
export const BLACKJACK_ACTION_NAMES = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no-insurance',
] as const;
export const BlackjackActionNameSchema = z.enum(BLACKJACK_ACTION_NAMES);

/** Longest client seed: printable ASCII only, so it hashes the same in every browser. */
export const CLIENT_SEED_MAX = 64;

/** Most bets on one slip (roulette's layout has the most spots). */
export const IN_HOUSE_MAX_BETS = 200;

/** Minor units, whole and safe: a fraction, a negative or a float is refused, never rounded. */
const StakeSchema = z
  .number()
  .int('Whole minor units only')
  .positive('A stake is more than zero')
  .max(Number.MAX_SAFE_INTEGER);

/** The client's idempotency key of a round or an action: the same key never moves money twice. */
const KeySchema = z.uuid('A UUID');

/** What the member sees of a seed pair: the commitment, never the server seed in use. */
export const RevealedSeedPairSchema = z.object({
  serverSeed: text(),
  serverSeedHash: text(),
  clientSeed: text(),
  /** The nonce of the last round played on the pair; null when none was. */
  lastNonce: z.number().int().nullable(),
});
export type RevealedSeedPair = z.infer<typeof RevealedSeedPairSchema>;

export const SeedPairViewSchema = z.object({
  /** SHA-256 (hex) of the server seed in use, shown before play. */
  serverSeedHash: text(),
  clientSeed: text(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
  /** The pair used before the last rotation, its server seed revealed; null before any rotation. */
  previous: RevealedSeedPairSchema.nullable(),
});
export type SeedPairView = z.infer<typeof SeedPairViewSchema>;

/** The member's client seed; each message is the problem's key, which the fairness form shows. */
export const SetClientSeedSchema = z.strictObject({
  clientSeed: text()
    .min(1, problemMessage({ key: 'client_seed_required' }))
    .max(CLIENT_SEED_MAX, problemMessage({ key: 'client_seed_too_long', params: { max: CLIENT_SEED_MAX } }))
    .regex(/^[\x20-\x7e]+$/, problemMessage({ key: 'client_seed_ascii' })),
});
export type SetClientSeed = z.infer<typeof SetClientSeedSchema>;

/** One bet of a slip. Roulette's inside bets name the numbers covered (`spot` is the bet kind). */
export const InHouseBetSchema = z.strictObject({
  spot: text().min(1).max(32),
  stake: StakeSchema,
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6).optional(),
});
export type InHouseBet = z.infer<typeof InHouseBetSchema>;

const roundKey = { roundKey: KeySchema };

export const PlaceInHouseRoundSchema = z.discriminatedUnion('game', [
  z.strictObject({ game: z.literal('slot'), ...roundKey, stake: StakeSchema }),
  z.strictObject({ game: z.literal('blackjack'), ...roundKey, stake: StakeSchema }),
  z.strictObject({
    game: z.enum(IN_HOUSE_TABLE_GAMES),
    ...roundKey,
    bets: z.array(InHouseBetSchema).min(1).max(IN_HOUSE_MAX_BETS),
  }),
]);
export type PlaceInHouseRound = z.infer<typeof PlaceInHouseRoundSchema>;
/** A round as a page asks for it, before a roundKey is attached (one per game, like the union). */
export type InHouseRoundRequest = PlaceInHouseRound extends infer Round
  ? Round extends PlaceInHouseRound
    ? Omit<Round, 'roundKey'>
    : never
  : never;

export const BlackjackActionSchema = z.strictObject({
  action: BlackjackActionNameSchema,
  actionKey: KeySchema,
});
export type BlackjackActionRequest = z.infer<typeof BlackjackActionSchema>;

/** A round's id: a positive safe integer, written in digits. */
const ROUND_ID = /^[1-9][0-9]{0,14}$/;

export const InHouseRoundParamsSchema = z.strictObject({
  roundId: text().regex(ROUND_ID, 'Unknown round'),
});

/** The fairness verifier's lookup: a round id as the member typed or picked it. */
export const RoundLookupFormSchema = z.object({
  roundId: z
    .string()
    .trim()
    .regex(ROUND_ID, problemMessage({ key: 'round_id_invalid' })),
});

/** A bet of a round and what it gave back (null while a blackjack hand is in play). */
export const InHouseBetResultSchema = z.object({
  spot: text(),
  numbers: z.array(z.number().int()).optional(),
  stake: z.number().int(),
  returned: z.number().int().nullable(),
});

export const IN_HOUSE_ROUND_STATUSES = ['open', 'settled'] as const;

export const InHouseRoundSchema = z.object({
  id: text(),
  game: InHouseGameSchema,
  nonce: z.number().int(),
  serverSeedHash: text(),
  /** Revealed once the member rotated away from the round's pair; null until then. */
  serverSeed: text().nullable(),
  clientSeed: text(),
  /** Everything staked on the round (blackjack: with doubles, splits and insurance), minor units. */
  stake: z.number().int(),
  /** The engine's outcome as JSON (blackjack: the player's view, the hole card hidden while open). */
  outcome: z.unknown(),
  bets: z.array(InHouseBetResultSchema),
  /** Blackjack's accepted actions, in order (empty for the other games). */
  actions: z.array(BlackjackActionNameSchema),
  /** What the round paid back in all, minor units; null while open. */
  totalReturn: z.number().int().nullable(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  status: z.enum(IN_HOUSE_ROUND_STATUSES),
  /** Played with free-play money. */
  trial: z.boolean(),
  createdAt: text(),
  settledAt: text().nullable(),
});
export type InHouseRound = z.infer<typeof InHouseRoundSchema>;

/** A merchant's stake limits for one game, per bet, in minor units (the slot: per spin). */
export const InHouseLimitSchema = z
  .strictObject({
    min: StakeSchema,
    max: StakeSchema,
  })
  .refine((limit) => limit.max >= limit.min, {
    message: 'The largest stake is below the smallest',
    path: ['max'],
  });
export type InHouseLimit = z.infer<typeof InHouseLimitSchema>;

/** Every game's limits on this merchant's site. */
export const InHouseLimitsSchema = z.object({ limits: z.record(InHouseGameSchema, InHouseLimitSchema) });
export type InHouseLimits = z.infer<typeof InHouseLimitsSchema>;

export const InHouseLimitParamsSchema = z.strictObject({ game: InHouseGameSchema });

/** A trial member's free-play money: granted on first visit, topped up when it runs low. */
export const IN_HOUSE_TRIAL_GRANT = 1_000_000;
/** Below this the free-play money may be topped up. */
export const IN_HOUSE_TRIAL_LOW = 10_000;

/** The member's most recent rounds, newest first. */
export const IN_HOUSE_RECENT_ROUNDS = 10;
export const InHouseRoundListSchema = z.object({ list: z.array(InHouseRoundSchema) });
export type InHouseRoundList = z.infer<typeof InHouseRoundListSchema>;

/** An operator's recall of any member's round of the merchant. */
export const AdminInHouseRoundSchema = InHouseRoundSchema.extend({ memberId: z.number().int() });
export type AdminInHouseRound = z.infer<typeof AdminInHouseRoundSchema>;

/**
 * Why a CONFLICT (409) answer of the in-house API refused, in its `value.reason`: the game does not
 * allow the action now (`value.legalActions` lists what it does), or a blackjack round is still
 * open on the seed pair, whose server seed therefore cannot be revealed yet.
 */
export const IN_HOUSE_CONFLICTS = ['ACTION_NOT_ALLOWED', 'ROUND_IN_PROGRESS'] as const;
export type InHouseConflict = (typeof IN_HOUSE_CONFLICTS)[number];
