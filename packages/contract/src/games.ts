import { z } from 'zod';
import {
  GAME_CATEGORIES,
  GAME_CLASSIFIES,
  GAME_MENU_EXTRAS,
  IS_GAME_VALUES,
  LOBBY_PAGE_SIZE,
} from './constants.ts';
import { LanguageSchema } from './i18n.ts';

export type { GameCategory, GameClassify, IsGame } from './constants.ts';
export const GameCategorySchema = z.enum(GAME_CATEGORIES);
export const GameClassifySchema = z.enum(GAME_CLASSIFIES);
export const IsGameSchema = z.enum(IS_GAME_VALUES);

/** A vendor's code, the spec's `vassalage` (PG, EG2, TCG_LOTTO_VN, ...). */
export const VendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'Unknown vendor');

/** A search longer than any game name is a mistake or an attack: 400, not a scan. */
export const GAME_NAME_SEARCH_MAX = 100;

// Query parameters the spec's client sends on every games call; accepted, bounded, not needed by
// the server (the merchant comes from the host name, the platform from the route).
const clientFields = {
  clientType: z.coerce.number().int().min(0).max(99).optional(),
  platform: z.string().trim().max(32).optional(),
  language: LanguageSchema.optional(),
};

export const GameMenusQuerySchema = z.strictObject({ ...clientFields });

/** Spec §7 game list. `gameName` is trimmed; empty means no search. */
export const GameListQuerySchema = z.strictObject({
  ...clientFields,
  merchant: z.string().trim().max(64).optional(),
  gameType: GameCategorySchema.optional(),
  vassalage: VendorCodeSchema.optional(),
  gameClassify: GameClassifySchema.optional(),
  gameName: z.string().max(GAME_NAME_SEARCH_MAX).trim().optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(LOBBY_PAGE_SIZE),
});
export type GameListQuery = z.infer<typeof GameListQuerySchema>;

/** Spec §7 hot games. */
export const HotGamesQuerySchema = z.strictObject({
  ...clientFields,
  merchantCode: z.string().trim().max(64).optional(),
  isPlatform: z.enum(['true', 'false', '0', '1']).optional(),
  gameType: GameCategorySchema.optional(),
  vassalage: VendorCodeSchema.optional(),
});
export type HotGamesQuery = z.infer<typeof HotGamesQuerySchema>;

export const GameVendorsQuerySchema = z.strictObject({ ...clientFields });

export const VendorGameTypeQuerySchema = z.strictObject({ ...clientFields, vassalage: VendorCodeSchema });

/** Spec §3 Game. `supportPlay` 0 shows the free-trial button (spec §2 Game lobby). */
export const GameSchema = z.object({
  nodeId: z.number().int(),
  gameId: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  vassalage: z.string(),
  gameType: GameCategorySchema,
  gameClassify: GameClassifySchema.nullable(),
  accountTypeName: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  showIcon: z.boolean(),
  iconUrl: z.string().nullable(),
  gameCode: z.string(),
  isGame: IsGameSchema,
});
export type Game = z.infer<typeof GameSchema>;

export const GameListSchema = z.object({
  games: z.array(GameSchema),
  /** The page answered: a page above the total answers the last page (spec §5). */
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GameList = z.infer<typeof GameListSchema>;

export const HotGamesSchema = z.object({ list: z.array(GameSchema) });

/** Spec §3 Vendor game: one vendor in one category, with its images on the image host. */
export const VendorGameSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: GameCategorySchema,
  /** SUBMENU_IMG/STYLE4/{gameType}-{vendor}.png */
  lagerIcon: z.string(),
  /** TCG_PROD_IMAGES/VENDOR_ICON_SMALL/{vendor}-DEFAULT.png */
  iconUrl: z.string(),
  walletMode: z.enum(['seamless', 'transfer']),
  /** True inside the vendor's maintenance window (spec §2 'Game maintenance'). */
  maintenance: z.boolean(),
});
export type VendorGame = z.infer<typeof VendorGameSchema>;

/** Spec §7 game vendors: `value.data.lanes`, one lane per category with vendors. */
export const GameVendorsSchema = z.object({
  data: z.object({
    lanes: z.array(z.object({ gameType: GameCategorySchema, vendors: z.array(VendorGameSchema) })),
  }),
});
export type GameVendors = z.infer<typeof GameVendorsSchema>;

export const VendorGameTypeSchema = z.object({ list: z.array(VendorGameSchema) });

export const GameMenuCategorySchema = z.union([GameCategorySchema, z.enum(GAME_MENU_EXTRAS)]);

/** Spec §3 Game category entry; HOME, PROMO and FAV have no vendors. */
export const GameMenuEntrySchema = z.object({
  gameCategory: GameMenuCategorySchema,
  vendors: z.array(VendorGameSchema),
  /** The classify menu's options; the web shows the menu only with more than one (spec §2). */
  gameClassify: z.array(GameClassifySchema),
});
export type GameMenuEntry = z.infer<typeof GameMenuEntrySchema>;

export const GameMenusSchema = z.object({ list: z.array(GameMenuEntrySchema) });

// ---------------------------------------------------------------------------------------------
// Vendor game feeds (import command and operator API)

const FeedIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** An image-host path (no `..`) or an https URL. */
const ImageRefSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^(https:\/\/\S+|[A-Za-z0-9_][A-Za-z0-9_./-]*)$/)
  .refine((value) => !value.includes('..'), 'No parent folders');

export const GameFeedItemSchema = z.strictObject({
  gameId: FeedIdSchema,
  /** The code the launch sends to the vendor; the game id when absent. */
  gameCode: FeedIdSchema.optional(),
  names: z
    .partialRecord(LanguageSchema, z.string().trim().min(1).max(120))
    .refine((names) => Object.keys(names).length > 0, 'At least one name'),
  gameType: GameCategorySchema,
  gameClassify: GameClassifySchema.nullable().default(null),
  isHot: z.boolean().default(false),
  isNew: z.boolean().default(false),
  supportPlay: z.union([z.literal(0), z.literal(1)]).default(1),
  showIcon: z.boolean().default(true),
  iconUrl: ImageRefSchema.nullable().default(null),
  isGame: IsGameSchema.default('GAME'),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
});
export type GameFeedItem = z.infer<typeof GameFeedItemSchema>;

/** One vendor's whole game list: games it no longer lists are disabled. */
export const GameFeedSchema = z.strictObject({
  vendor: VendorCodeSchema,
  games: z
    .array(GameFeedItemSchema)
    .max(20_000)
    .superRefine((games, check) => {
      const seen = new Set<string>();
      games.forEach((game, index) => {
        if (seen.has(game.gameId))
          check.addIssue({ code: 'custom', path: [index, 'gameId'], message: 'Listed twice' });
        seen.add(game.gameId);
      });
    }),
});
export type GameFeed = z.infer<typeof GameFeedSchema>;
export type GameFeedInput = z.input<typeof GameFeedSchema>;

export const GameImportResultSchema = z.object({
  vendor: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  disabled: z.number().int(),
});
export type GameImportResult = z.infer<typeof GameImportResultSchema>;
