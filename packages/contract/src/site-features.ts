/**
 * Player-site features that have no working server yet (product rule: nothing looks finished that
 * is not). Each is a whitelabel module, off unless the operator switches it on: while it is off the
 * site hides its menu entries, tabs and tiles, and its page's URL is the not-found page. When a
 * feature's issue lands, its module turns on in the seed and its entry leaves this list.
 */
export const SITE_FEATURES = {
  /** /pointMall and the side menu's points mall entry. */
  pointMall: { modId: 'POINTMALL3', parentModId: 'PROMO3' },
  /** /lottery, /seaLottery and /vnLottery (the in-house lottery; vendor lotteries are /lott). */
  lottery: { modId: 'LOTTERY3', parentModId: null },
  /** The side menu's VIP bonus entry. */
  vip: { modId: 'VIP3', parentModId: 'PROMO3' },
  /** Invite friends: the side menu entry and the member centre's referral tab. */
  referral: { modId: 'REFERRAL3', parentModId: 'PROMO3' },
  /** Reward centre: the side menu entry and the member centre tab. */
  rewardCenter: { modId: 'REWARD3', parentModId: 'PROMO3' },
  /** Mission activity: the member centre's missionLeaderboard tab. */
  missions: { modId: 'MISSION3', parentModId: 'PROMO3' },
  /** Manual rebate: the member centre's manualRebate tab. */
  manualRebate: { modId: 'MANPLAYREB3', parentModId: 'PROMO3' },
} as const satisfies Record<string, { modId: string; parentModId: string | null }>;

export type SiteFeature = keyof typeof SITE_FEATURES;

export const SITE_FEATURE_NAMES = Object.keys(SITE_FEATURES) as SiteFeature[];

/** The whitelabel module of each feature, for the server's module list and the seed. */
export const SITE_FEATURE_MODULES: ReadonlyArray<{ modId: string; parentModId: string | null }> =
  Object.values(SITE_FEATURES);

/**
 * The line-detection page's module: the server derives it from the operator's lines (on while at
 * least one is configured) instead of a switch, so the menu never leads to a page with nothing to test.
 */
export const LINE_DETECTION_MODULE = 'LINEDETECT3';
