/**
 * Constants of the spec shared by server and clients. No zod here: the web imports this file
 * at run time and must not pull the schema library into its bundle.
 */

/** Interface languages the platform ships complete translations for (spec §1, §3). */
export const LANGUAGES = ['MY', 'EN', 'CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Game categories of spec §1. */
export const GAME_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * Slot sub-types of spec §1: jackpot, table games, arcade, scratch card, video poker, bingo. BG is
 * offered only when the merchant's languages include TY.
 */
export const GAME_CLASSIFIES = ['JP', 'TG', 'AC', 'SC', 'VP', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Home menu entries that are not vendor categories (spec §2, §4 current game type). */
export const GAME_MENU_EXTRAS = ['HOME', 'PROMO', 'FAV'] as const;

/** Spec §3 `isGame`: a playable game, or a vendor entry that opens its pop-up game list (§2). */
export const IS_GAME_VALUES = ['GAME', 'VASSALAGE'] as const;
export type IsGame = (typeof IS_GAME_VALUES)[number];

/** Spec §9: lobby pages hold 28 games, home rows 12, hot games on home at most 12. */
export const LOBBY_PAGE_SIZE = 28;
export const HOME_ROW_PAGE_SIZE = 12;

/** The page of each category (spec §2 route-to-category map, plus /inHouse); COCKFIGHT has none. */
export const CATEGORY_ROUTES = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  INHOUSE: '/inHouse',
} as const satisfies Partial<Record<GameCategory, string>>;
export type RoutedCategory = keyof typeof CATEGORY_ROUTES;

/** Spec §2 system gate: 0 normal, 1 maintenance, 2 region restricted. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

/** Whitelabel feature flags of spec §3. */
export const WHITELABEL_FLAGS = [
  'CHNGPASSVERIF3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'AGENTPOLICY3',
  'MANPLAYREB3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** Social networks the footer can link to, shown only when configured (spec §2). */
export const SOCIAL_TYPES = [
  'YOUTUBE',
  'TWITTER',
  'TIKTOK',
  'FACEBOOK',
  'INSTAGRAM',
  'WHATSAPP',
  'TELEGRAM',
  'LINE',
] as const;

export const BANNER_GROUPS = [
  'w_home',
  'w_register',
  'w_license',
  'w_leftmenu',
  'w_login',
  'w_forget',
  'w_promotion',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
