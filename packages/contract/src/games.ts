import { z } from 'zod';
import {
  GAME_CATEGORIES,
  GAME_CLASSIFIES,
  GAME_MENU_EXTRAS,
  HOME_ROW_PAGE_SIZE,
  IS_GAME_VALUES,
  LOBBY_PAGE_SIZE,
} from './constants.ts';
import { LanguageSchema } from './i18n.ts';
import { SmallIdParamSchema, SmallIdSchema } from './ids.ts';
import { pagingFields } from './list-query.ts';
import { text } from './text.ts';

export type { GameCategory, GameClassify, IsGame } from './constants.ts';
export const GameCategorySchema = z.enum(GAME_CATEGORIES);
export const GameClassifySchema = z.enum(GAME_CLASSIFIES);
export const IsGameSchema = z.enum(IS_GAME_VALUES);

/** A vendor's code, the spec's `vassalage` (PG, EG2, TCG_LOTTO_VN, ...). */
/** A vendor's code (the spec's `vassalage`), as the database's check holds it. */
export const VENDOR_CODE_PATTERN = /^[A-Z0-9_]{2,32}$/;
export const VendorCodeSchema = text().regex(VENDOR_CODE_PATTERN, 'Unknown vendor');

/** A search longer than any game name is a mistake or an attack: 400, not a scan. */
export const GAME_NAME_SEARCH_MAX = 100;

// Query parameters the spec's client sends on every games call; accepted, bounded, not needed by
// the server (the merchant comes from the host name, the platform from the route).
const clientFields = {
  clientType: z.coerce.number().int().min(0).max(99).optional(),
  platform: text().trim().max(32).optional(),
  language: LanguageSchema.optional(),
};

export const GameMenusQuerySchema = z.strictObject({ ...clientFields });

/** Spec §7 game list. `gameName` is trimmed; empty means no search. */
export const GameListQuerySchema = z.strictObject({
  ...clientFields,
  merchant: text().trim().max(64).optional(),
  gameType: GameCategorySchema.optional(),
  vassalage: VendorCodeSchema.optional(),
  gameClassify: GameClassifySchema.optional(),
  gameName: text().max(GAME_NAME_SEARCH_MAX).trim().optional(),
  /** The lobby's NEW filter (spec §2): only games flagged new. */
  isNew: z.enum(['true', 'false']).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(LOBBY_PAGE_SIZE),
});
export type GameListQuery = z.infer<typeof GameListQuerySchema>;

/** Spec §7 hot games. */
export const HotGamesQuerySchema = z.strictObject({
  ...clientFields,
  merchantCode: text().trim().max(64).optional(),
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
  gameId: text(),
  gameName: text(),
  nodeName: text(),
  vassalage: text(),
  gameType: GameCategorySchema,
  gameClassify: GameClassifySchema.nullable(),
  accountTypeName: text(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  showIcon: z.boolean(),
  iconUrl: text().nullable(),
  gameCode: text(),
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
  vassalage: text(),
  displayName: text(),
  gameType: GameCategorySchema,
  /** SUBMENU_IMG/STYLE4/{gameType}-{vendor}.png */
  lagerIcon: text(),
  /** TCG_PROD_IMAGES/VENDOR_ICON_SMALL/{vendor}-DEFAULT.png */
  iconUrl: text(),
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

const FeedIdSchema = text()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** An image-host path (no `..`) or an https URL. */
const ImageRefSchema = text()
  .trim()
  .max(300)
  .regex(/^(https:\/\/\S+|[A-Za-z0-9_][A-Za-z0-9_./-]*)$/)
  .refine((value) => !value.includes('..'), 'No parent folders');

export const GameFeedItemSchema = z.strictObject({
  gameId: FeedIdSchema,
  /** The code the launch sends to the vendor; the game id when absent. */
  gameCode: FeedIdSchema.optional(),
  names: z
    .partialRecord(LanguageSchema, text().trim().min(1).max(120))
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
  vendor: text(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  disabled: z.number().int(),
});
export type GameImportResult = z.infer<typeof GameImportResultSchema>;

// ---------------------------------------------------------------------------------------------
// A member's games: favourites and recent (spec §4 Favourites, §7 Games)

/** Spec §9: the home page loads every favourite at once with page size 999. */
export const FAVOURITE_LIST_PAGE_SIZE_MAX = 999;
/** More favourites than anyone scrolls through: the add answers FAVOURITE_LIMIT past it. */
export const FAVOURITES_PER_MEMBER_MAX = 999;

export const FavouriteIdsSchema = z.object({ list: z.array(z.number().int()) });

export const FavouriteListQuerySchema = z.strictObject({
  ...clientFields,
  gameType: GameCategorySchema.optional(),
  vassalage: VendorCodeSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FAVOURITE_LIST_PAGE_SIZE_MAX).default(LOBBY_PAGE_SIZE),
});
export type FavouriteListQuery = z.infer<typeof FavouriteListQuerySchema>;

/** Spec §3: the favourite list has content, pageNum, totalPages. */
export const FavouriteListSchema = z.object({
  content: z.array(GameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouriteList = z.infer<typeof FavouriteListSchema>;

/** Spec §3 Favourite payload. The vendor and type must be the game's own. */
export const FavouriteBodySchema = z.strictObject({
  nodeId: SmallIdSchema,
  vendor: VendorCodeSchema,
  gameType: GameCategorySchema,
});
export type FavouriteBody = z.infer<typeof FavouriteBodySchema>;

export const NodeIdParamsSchema = z.strictObject({
  nodeId: SmallIdParamSchema,
});

export const FavouriteChangeSchema = z.object({ nodeId: z.number().int(), favourite: z.boolean() });

export const RecentGamesQuerySchema = z.strictObject({
  ...clientFields,
  gameType: GameCategorySchema.optional(),
  vassalage: VendorCodeSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(LOBBY_PAGE_SIZE),
});
export type RecentGamesQuery = z.infer<typeof RecentGamesQuerySchema>;

export const RecentGamesSchema = z.object({
  list: z.array(GameSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type RecentGames = z.infer<typeof RecentGamesSchema>;

// ---------------------------------------------------------------------------------------------
// Home: winner board, popular games, game announcements (spec §7 Home and common)

export const WINNER_BOARD_LIMIT = 20;

export const WinnerBoardQuerySchema = z.strictObject({
  ...clientFields,
  gameCategory: z.union([z.literal('ALL'), GameCategorySchema]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(50).default(WINNER_BOARD_LIMIT),
});
export type WinnerBoardQuery = z.infer<typeof WinnerBoardQuerySchema>;

/** Spec §3 Winner entry. Minor units; the player's account is masked. */
export const WinnerEntrySchema = z.object({
  /** What the round won over its stake. */
  winAmount: z.number().int(),
  /** The account with its middle hidden (ab***9). */
  player: text(),
  gameName: text(),
  /** What the round paid in all. */
  prize: z.number().int(),
  nodeId: z.number().int().nullable(),
  vassalage: text(),
  settledAt: text(),
});
export type WinnerEntry = z.infer<typeof WinnerEntrySchema>;

export const WinnerBoardSchema = z.object({ list: z.array(WinnerEntrySchema) });

export const PopularGamesQuerySchema = z.strictObject({
  ...clientFields,
  gameType: GameCategorySchema.optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(HOME_ROW_PAGE_SIZE),
});
export type PopularGamesQuery = z.infer<typeof PopularGamesQuerySchema>;

export const PopularGamesSchema = z.object({ list: z.array(GameSchema) });

export const GameAnnouncementsQuerySchema = z.strictObject({
  ...clientFields,
  vassalage: VendorCodeSchema.optional(),
});

/** Spec §3 Announcement (title, content): a vendor's maintenance, now or coming. */
export const GameAnnouncementSchema = z.object({
  vassalage: text(),
  title: text(),
  content: text(),
  startsAt: text(),
  endsAt: text().nullable(),
  /** True while the window is open (the vendor's games cannot start). */
  active: z.boolean(),
});
export type GameAnnouncement = z.infer<typeof GameAnnouncementSchema>;

export const GameAnnouncementsSchema = z.object({ list: z.array(GameAnnouncementSchema) });

// ---------------------------------------------------------------------------------------------
// PVP rooms (spec §7 Games 'pvp rooms', shown on /pvp): each PVP game is a vendor's table, and who
// sits there is read from this site's own rounds, the one live figure the platform holds itself.

/** A member counts as seated at a table with a round there this recently. */
export const PVP_ROOM_ACTIVE_MINUTES = 15;
export const PVP_ROOMS_LIMIT = 12;

export const PvpRoomsQuerySchema = z.strictObject({
  ...clientFields,
  vassalage: VendorCodeSchema.optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(PVP_ROOMS_LIMIT),
});
export type PvpRoomsQuery = z.infer<typeof PvpRoomsQuerySchema>;

export const PvpRoomSchema = z.object({
  game: GameSchema,
  /** Members of this site with a round at the table in the last PVP_ROOM_ACTIVE_MINUTES. */
  players: z.number().int(),
  /** Rounds they played there in that time. */
  rounds: z.number().int(),
  /** The vendor's maintenance window is open: the table cannot be joined now. */
  maintenance: z.boolean(),
});
export type PvpRoom = z.infer<typeof PvpRoomSchema>;

/** Busiest tables first, then the vendor's hot ones, then the catalogue's order. */
export const PvpRoomsSchema = z.object({
  list: z.array(PvpRoomSchema),
  activeMinutes: z.number().int(),
});
export type PvpRooms = z.infer<typeof PvpRoomsSchema>;

// ---------------------------------------------------------------------------------------------
// Launch (spec §2 Starting a game, §7 /wps/game/launchGame)

export const LaunchGameBodySchema = z.strictObject({
  nodeId: SmallIdSchema,
  language: LanguageSchema.optional(),
  platform: text().trim().max(32).optional(),
  clientType: z.number().int().min(0).max(99).optional(),
  /** The free-trial button (supportPlay 0): the vendor's demo, no wallet, no login needed. */
  freeTrial: z.boolean().default(false),
});
export type LaunchGameBody = z.input<typeof LaunchGameBodySchema>;

export const LaunchGameSchema = z.object({
  /**
   * Where the game runs: inside the /seamless page (iframe), a new window, or (our own in-house
   * games) a page of this site, `url` being its path.
   */
  url: text(),
  target: z.enum(['iframe', 'window', 'page']),
  nodeId: z.number().int(),
  gameName: text(),
  vassalage: text(),
  freeTrial: z.boolean(),
});
export type LaunchGame = z.infer<typeof LaunchGameSchema>;

/** The answer's `value` with GAME_MAINTENANCE: when it ends and games to play meanwhile. */
export const GameMaintenanceDetailSchema = z.object({
  maintenanceEnd: text().nullable(),
  recommended: z.array(GameSchema),
});
export type GameMaintenanceDetail = z.infer<typeof GameMaintenanceDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Operator: the merchant's vendors and hidden games (games.write, audited)

export const AdminVendorSchema = z.object({
  vassalage: text(),
  displayName: text(),
  walletMode: z.enum(['seamless', 'transfer']),
  gameTypes: z.array(GameCategorySchema),
  /** Offered on this merchant's site. */
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  maintenanceStartsAt: text().nullable(),
  maintenanceEndsAt: text().nullable(),
});
export type AdminVendor = z.infer<typeof AdminVendorSchema>;

export const AdminVendorsSchema = z.object({ list: z.array(AdminVendorSchema) });

export const VendorCodeParamsSchema = z.strictObject({ vassalage: VendorCodeSchema });

/**
 * What an operator changes about a vendor: whether its site offers it and where, and the vendor's
 * maintenance window (the vendor's own, so it applies on every site that offers it).
 */
export const AdminVendorPatchSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(1_000_000).optional(),
    maintenance: z
      .strictObject({
        startsAt: z.iso.datetime({ offset: true }),
        endsAt: z.iso.datetime({ offset: true }).nullable(),
      })
      .refine((window) => !window.endsAt || Date.parse(window.endsAt) > Date.parse(window.startsAt), {
        message: 'The end must be after the start',
        path: ['endsAt'],
      })
      .nullable()
      .optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type AdminVendorPatch = z.infer<typeof AdminVendorPatchSchema>;

/**
 * The operator's catalogue search: every game of the shared catalogue with this merchant's hidden
 * flag, narrowed by a name in any language (as the lobby searches), vendor, category and the flag.
 */
export const AdminGameListQuerySchema = z.strictObject({
  ...pagingFields,
  name: text().max(GAME_NAME_SEARCH_MAX).trim().optional(),
  vassalage: VendorCodeSchema.optional(),
  gameType: GameCategorySchema.optional(),
  hidden: z.enum(['true', 'false']).optional(),
});
export type AdminGameListQuery = z.infer<typeof AdminGameListQuerySchema>;

export const AdminGameSchema = z.object({
  nodeId: z.number().int(),
  gameId: text(),
  /** The game's name in each language its feed gave. */
  names: z.partialRecord(LanguageSchema, text()),
  vassalage: text(),
  gameType: GameCategorySchema,
  gameClassify: GameClassifySchema.nullable(),
  /** The feed's flags, shared by every merchant (a re-import sets them again). */
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** False once the vendor's feed stopped listing the game. */
  enabled: z.boolean(),
  /** Taken off this merchant's site. */
  hidden: z.boolean(),
});
export type AdminGame = z.infer<typeof AdminGameSchema>;

export const AdminGameListSchema = z.object({
  list: z.array(AdminGameSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminGameList = z.infer<typeof AdminGameListSchema>;

export const GameHiddenChangeSchema = z.object({ nodeId: z.number().int(), hidden: z.boolean() });
export type GameHiddenChange = z.infer<typeof GameHiddenChangeSchema>;
