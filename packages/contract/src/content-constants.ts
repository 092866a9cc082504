/**
 * Constants of content (spec §2, §3, §4, §7, §9) shared by server and clients. No zod here: the
 * web imports this file at run time.
 */

/**
 * Data types of the getAnnouncementContentV2 call (spec §7): B banners, PL promotion categories,
 * PU pop-ups, PR promotions, H home notices (the marquee).
 */
export const CONTENT_DATA_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Pop-up execution (spec §4): A logged in, B anonymous, F first-time login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

/** Session-storage flags of closed pop-ups, one per login state (spec §3 session keys). */
export const POPUP_CLOSED_KEYS = { loggedIn: 'USER_POPUP', anonymous: 'ANONYMOUS_POPUP' } as const;

/** Who sees a banner, notice or promotion. */
export const CONTENT_AUDIENCES = ['all', 'logged_in', 'anonymous', 'first_login'] as const;

/**
 * What a clickable banner opens: ROUTE a path of the site (`/promotions`, `/register`), URL an
 * external https address (new tab), PROMOTION a promotion by id (`/promotions#<id>`).
 */
export const BANNER_LINKAGE_TYPES = ['ROUTE', 'URL', 'PROMOTION'] as const;

/** Promotion category types (spec §3), plus lotto_promo, which the spec hides. */
export const PROMOTION_CATEGORY_TYPES = [
  'all',
  'other',
  'sports',
  'live',
  'rng',
  'pvp',
  'fish',
  'lottery',
  'rebate',
  'point',
  'rank',
  'deposit',
  'download',
  'new_player',
  'gaming',
  'lotto_promo',
] as const;

/** Category types the promotions page never shows in its menu (spec §2). */
export const HIDDEN_PROMOTION_CATEGORY_TYPES = ['gaming', 'lotto_promo'] as const;

/** Promotion tags (spec §3). */
export const PROMOTION_TAGS = ['newbie', 'limited', 'special', 'daily', 'high_rebate', 'vip'] as const;

/** Targets of the promotion details' go-to button (spec §2). */
export const PROMOTION_GO_TO = ['register', 'login', 'download'] as const;

/** Help-centre pages (spec §2 help center, user agreement, terms, privacy, blog and news). */
export const HELP_ARTICLE_KINDS = ['help', 'terms', 'privacy', 'agreement', 'blog', 'news'] as const;

/** Spec §9 constants of the content screens. */
export const SIDE_MENU_PROMOTIONS = 6;
export const ANNOUNCEMENT_PAGE_SIZE = 8;
export const ANNOUNCEMENT_PAGINATION = { marginPages: 1, pageRange: 5 } as const;
export const PROMOTION_BANNER_SWIPER = { autoplayDelayMs: 5000, speedMs: 1000, spaceBetween: 20.3 } as const;
export const PROMOTION_CATEGORY_SWIPER = { slidesPerView: 10, spaceBetween: 10 } as const;
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;
/** Spec §3 time format of promotions. */
export const PROMOTION_TIME_FORMAT = 'YYYY/MM/DD HH:mm:ss';

/** A stored image reference as a URL for `src`: host paths join the image host's base URL. */
export function imageRefUrl(imageBaseUrl: string, image: string): string {
  return /^https:\/\//.test(image) ? image : `${imageBaseUrl.replace(/\/+$/, '')}/${image}`;
}
