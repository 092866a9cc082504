/**
 * Paths of the API, kept apart from the schemas so the web client can import them without zod.
 * They are the spec's (§7) where the spec names one.
 */
export const API_PATHS = {
  systemStatus: '/wps/system/status',
  systemConfig: '/wps/system/config',
  permission: '/wps/system/permission',
  whitelabel: '/wps/system/whitelabel',
  domainRoute: '/wps/system/domainRoute',
  banners: '/wps/content/banners',
  // Content (spec §7 Home and common): getAnnouncementContentV2 (data types B, PL, PU, PR, H),
  // the marquee's notices, pop-ups, the help centre and customer-service entries.
  announcementContent: '/wps/v2/announcement/content',
  notices: '/wps/content/notices',
  popups: '/wps/content/popups',
  helpCenter: '/wps/system/helpCenter',
  customerService: '/wps/content/customerService',
  clientErrors: '/wps/system/clientErrors',
  // Accounts and access (spec §7 Session and member).
  login: '/wps/session/login',
  loginV2: '/wps/v2/session/login',
  freePlayLogin: '/wps/session/login/freeplay',
  identityLogin: '/wps/session/login/identity',
  logout: '/wps/session/logout',
  /** POST, signed in: a one-time code that signs another device in (the iOS download QR code). */
  sessionHandoff: '/wps/session/handoff',
  /** POST, public: trades a handoff code for a new session on this device. */
  sessionHandoffRedeem: '/wps/session/handoff/redeem',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  /** PUT the member's interface language (spec §7 getUpdateLanguage); member info answers it back. */
  memberLanguage: '/wps/member/language',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  changePassword: '/wps/member/password',
  forgotPasswordEmail: '/wps/member/password/email',
  resetPasswordByPhone: '/wps/member/password/verification',
  smsNoLogin: '/wps/verification/sms/noLogin',
  sms: '/wps/verification/sms',
  captcha: '/wps/captcha',
  affiliate: '/wps/agent/affiliate',
  registerSettings: '/wps/system/setting/register',
  registerRules: '/wps/system/setting/register/rules',
  publicKey: '/wps/system/publicKey',
  // Security centre (spec §2 securityCenter).
  profile: '/wps/member/profile',
  bindMobile: '/wps/member/mobile',
  emailCode: '/wps/verification/email',
  bindEmail: '/wps/member/email',
  paymentPassword: '/wps/member/paymentPassword',
  totpSetup: '/wps/member/totp/setup',
  totpConfirm: '/wps/member/totp/confirm',
  loginHistory: '/wps/member/loginHistory',
  // Responsible gambling: GET the overview; PUT `/limits`, `/sessionLimit`, `/realityCheck`;
  // POST `/exclusion` (time-out or self-exclusion); GET `/session` (the reality check's figures).
  responsible: '/wps/member/responsible',
  responsibleLimits: '/wps/member/responsible/limits',
  responsibleSessionLimit: '/wps/member/responsible/sessionLimit',
  responsibleRealityCheck: '/wps/member/responsible/realityCheck',
  responsibleExclusion: '/wps/member/responsible/exclusion',
  responsibleSession: '/wps/member/responsible/session',
  // Platform messages (spec §2 messageV2, §7 unread count): GET the page; `/:id` GET (marks it read)
  // and DELETE (for this member only); POST `/readAll`; GET `/unread`.
  messages: '/wps/member/messages',
  messagesReadAll: '/wps/member/messages/readAll',
  messagesUnread: '/wps/member/messages/unread',
  // Know your customer: GET the player's tier, documents and limits; PUT `/profile` (tier 1);
  // POST `/uploads/:kind` (raw file bytes), GET `/documents/:id`; POST `/submissions` (tier 2).
  kyc: '/wps/member/kyc',
  kycProfile: '/wps/member/kyc/profile',
  kycDocuments: '/wps/member/kyc/documents',
  kycUploads: '/wps/member/kyc/uploads',
  kycSubmissions: '/wps/member/kyc/submissions',
  // Feedback and complaints (spec §7 PUT /wps/feedback): GET the caller's list; POST uploads (raw image bytes).
  feedback: '/wps/feedback',
  feedbackList: '/wps/member/feedback',
  feedbackUploads: '/wps/member/feedback/uploads',
  // The built-in support chat: GET the conversation; POST `/messages`, `/read`, `/typing`.
  support: '/wps/member/support',
  supportMessages: '/wps/member/support/messages',
  supportRead: '/wps/member/support/read',
  supportTyping: '/wps/member/support/typing',
  // Wallet (spec §7 Wallet); the merchant wallet's path is not shown, so it sits beside balance.
  walletBalance: '/wps/v2/wallets/balance',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  merchantWallet: '/wps/v2/wallets/merchant',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  // Deposits (spec §2 depositv2): channels, create and list; one deposit by its order number.
  depositChannels: '/wps/v2/deposit/channels',
  deposits: '/wps/v2/deposits',
  /** A payment gateway's server-to-server callback, followed by the channel kind. */
  paymentCallback: '/wps/payment/callback',
  // Withdrawals (spec §1, §4): bank accounts (`/:id` to remove one), the member's limits, and
  // withdrawals by order number with `/:orderNo/receipt` and `/:orderNo/proofs[/:proofId]`.
  bankAccounts: '/wps/member/bankAccounts',
  withdrawalLimits: '/wps/v2/withdrawal/limits',
  withdrawals: '/wps/v2/withdrawals',
  // Games (spec §7 Games): the menus' path is the spec's; the others are not shown and sit beside it.
  gameMenus: '/lgw/games/game_menus',
  gameList: '/lgw/games/game_list',
  hotGames: '/lgw/games/hot_games',
  gameVendors: '/lgw/games/vendors',
  vendorGameType: '/lgw/games/vendor_game_type',
  /** GET the member's favourite node ids. */
  favouriteIds: '/lgw/games/favorite/ids',
  /** GET a page of favourites, POST to add one; DELETE `/:nodeId` removes one. */
  favourites: '/lgw/games/favorite',
  recentGames: '/lgw/games/recent',
  winnerBoard: '/lgw/games/winners',
  popularGames: '/lgw/games/popular',
  gameAnnouncements: '/lgw/games/announcements',
  /** The PVP vendors' tables with who sits at them now (spec §7 'pvp rooms'). */
  pvpRooms: '/lgw/games/pvp_rooms',
  launchGame: '/wps/game/launchGame',
  // In-house provably fair games (DESIGN §6): the member's seed pair, and rounds by id with
  // `/:roundId` (GET own) and `/:roundId/actions` (POST, blackjack).
  inHouseFairness: '/wps/inhouse/fairness',
  /** PUT a new client seed: rotates the pair. */
  inHouseClientSeed: '/wps/inhouse/fairness/client-seed',
  /** POST: reveals the server seed in use and starts a new pair. */
  inHouseRotate: '/wps/inhouse/fairness/rotate',
  /** POST plays a round (idempotent by its roundKey); GET lists the last 10. */
  inHouseRounds: '/wps/inhouse/rounds',
  /** GET: every game's stake limits on this site. */
  inHouseLimits: '/wps/inhouse/limits',
  /** POST (trial members): tops the free-play money back up to the grant once it runs low. */
  inHouseTrialRefill: '/wps/inhouse/trial/refill',
  // In-house lotteries (docs/lottery.md).
  /** GET: every lottery of the site with its open draw and its last result (the lottery lobby). */
  lotteryGames: '/lgw/lottery/games',
  /** GET `?gameCode=&limit=`: a lottery's latest draws made, newest first. */
  lotteryResults: '/lgw/lottery/results',
  /** `/:drawId` GET: one draw, its seed once drawn (to verify in the browser). */
  lotteryDraws: '/lgw/lottery/draws',
  /** POST places a slip on an open draw (idempotent by slipKey); GET my latest slips. */
  lotterySlips: '/wps/lottery/slips',
  /** Spec §7 lottery menu (GET): the Vietnamese lotteries, each with its open draw and last result. */
  vnGameMenu: '/lgw/vn/games/game_menu',
  /** Spec §7 (GET `?limit=`): the Vietnamese lotteries' latest results, newest first. */
  vnRecent: '/lgw/vn/games/recent',
} as const;

/** The operator API (back office): separate staff accounts, permissions and an audit log. */
export const ADMIN_PATHS = {
  login: '/wps/admin/session/login',
  logout: '/wps/admin/session/logout',
  me: '/wps/admin/me',
  totpSetup: '/wps/admin/me/totp/setup',
  totpConfirm: '/wps/admin/me/totp/confirm',
  operators: '/wps/admin/operators',
  auditLog: '/wps/admin/audit',
  outbox: '/wps/admin/outbox',
  /**
   * The player search (GET, members.read); by id: `/:id` the player page and `/:id/ledger` their
   * entries (GET, members.read); `/:id/lock`, `/:id/unlock`, `/:id/end-sessions`,
   * `/:id/reset-password` (POST, members.write, audited); `/:id/notes` staff notes (GET
   * members.read, POST members.write, audited).
   */
  members: '/wps/admin/members',
  /** One player's responsible-gambling limits, settings and exclusions (GET, members.read). */
  memberResponsible: '/wps/admin/members/:id/responsible',
  /** A player's monthly account statement (credit report), and the same as a PDF file. */
  memberStatement: '/wps/admin/members/:id/statement',
  memberStatementPdf: '/wps/admin/members/:id/statement.pdf',
  whitelabel: '/wps/admin/whitelabel',
  registerRules: '/wps/admin/register-rules',
  accountPolicy: '/wps/admin/account-policy',
  /** Deposits of the operator's merchant; `/:id/confirm` and `/:id/reject` for manual ones. */
  deposits: '/wps/admin/deposits',
  /**
   * Withdrawals of the operator's merchant, by id: `/:id/approve`, `/reject`, `/paid`,
   * `/force-receipt`, `/refund`, and `/:id/proofs/:proofId` for the member's proof images.
   */
  withdrawals: '/wps/admin/withdrawals',
  /** Deposit channels of the operator's merchant: list and create at the path, `/:id` to update (PATCH). */
  paymentChannels: '/wps/admin/payment-channels',
  /**
   * Changes of a channel's receiving account (settings.write): list (GET) at the path, `/:id` (GET)
   * with the numbers in full, `/:id/approve` and `/:id/reject` (POST, another operator than the one
   * who asked, audited).
   */
  paymentAccountChanges: '/wps/admin/payment-account-changes',
  /** The merchant's withdrawal limits and receipt window (GET, PUT). */
  withdrawalPolicy: '/wps/admin/withdrawal-policy',
  /**
   * Manual balance adjustments (finance.adjust): list (GET) and request (POST) at the path;
   * `/:id/approve` and `/:id/reject` (POST, another operator than the one who asked, audited).
   */
  adjustments: '/wps/admin/adjustments',
  /** The amount above which an adjustment waits for a second operator: GET (finance.adjust), PUT (settings.write). */
  adjustmentPolicy: '/wps/admin/adjustment-policy',
  /**
   * Content of the operator's merchant (content.write): list and create at the path, `/:id` to
   * update (PATCH), `/:id/retire` (POST) to take an item off the site for good.
   */
  contentBanners: '/wps/admin/content/banners',
  contentNotices: '/wps/admin/content/notices',
  contentPopups: '/wps/admin/content/popups',
  contentPromotions: '/wps/admin/content/promotions',
  contentPromotionCategories: '/wps/admin/content/promotion-categories',
  contentHelpArticles: '/wps/admin/content/help-articles',
  contentCustomerService: '/wps/admin/content/customer-service',
  /** Upload one image (the raw PNG, JPEG or WebP bytes as the body); answers its image-host path. */
  contentImages: '/wps/admin/content/images',
  /** Import one vendor's game feed (games.write, audited): upsert, and disable games it no longer lists. */
  gamesImport: '/wps/admin/games/import',
  /** The merchant's vendors (GET); `/:vassalage` (PATCH) to offer, order or schedule maintenance. */
  gameVendors: '/wps/admin/games/vendors',
  /**
   * The installation's vendor integrations (vendors.integrate, audited): GET the list, POST onboards
   * a vendor with a new secret; `/:vendorCode` PATCH the launch target and allowed addresses;
   * `/:vendorCode/rotate-secret` POST a new secret.
   */
  vendorIntegrations: '/wps/admin/games/vendor-integrations',
  /** `/:nodeId`: PUT hides one game from the merchant's site, DELETE shows it again. */
  hiddenGames: '/wps/admin/games/hidden',
  /** The catalogue with this merchant's hidden flag: paged, by name, vendor, category, hidden (GET, games.write). */
  games: '/wps/admin/games',
  /** `/:roundId`: any member's in-house round of the merchant (members.read). */
  inHouseRounds: '/wps/admin/inhouse/rounds',
  /** GET every game's stake limits; `/:game` PUT sets one game's (games.write, audited). */
  inHouseLimits: '/wps/admin/inhouse/limits',
  /** `/:drawId/exposure` GET what the draw owes per selection; `/:drawId/cancel` POST refunds every slip (audited). */
  lotteryDraws: '/wps/admin/lottery/draws',
  /**
   * GET every lottery's settings and odds (reports.read); `/:gameCode` PUT sets one (games.write,
   * audited); `/:gameCode/draws?pageNo=&pageSize=` GET its draws, newest first (reports.read).
   */
  lotteries: '/wps/admin/lottery/games',
  /** Scheduled jobs (jobs.manage): GET the jobs; `/pause` and `/resume` (POST, audited). */
  jobs: '/wps/admin/jobs',
  /** Runs of the merchant's and the cluster-wide jobs, newest period first (GET). */
  jobRuns: '/wps/admin/jobs/runs',
  /** Asks for one period of a job again (POST, audited): its run becomes pending. */
  jobRerun: '/wps/admin/jobs/rerun',
  /** The merchant's IANA time zone, where its days (daily jobs, turnover) start: GET, PUT (settings.write, audited). */
  merchantTimeZone: '/wps/admin/merchant/time-zone',
  /** Site configuration, each GET and PUT whole (settings.write, audited): brand, licence, copyright, languages. */
  siteBrand: '/wps/admin/site/brand',
  /** The site's maintenance window and message; a PUT with no start and end ends maintenance. */
  siteMaintenance: '/wps/admin/site/maintenance',
  /** Countries whose visitors see the region-restricted page, and its message. */
  siteRegions: '/wps/admin/site/blocked-regions',
  /** The footer's social links in order; a PUT replaces the whole list. */
  siteSocialLinks: '/wps/admin/site/social-links',
  /** The lines (addresses) the line-detection page measures, in order; a PUT replaces the list. */
  siteLines: '/wps/admin/site/lines',
  /** The image and game-launch CDNs and the Google tag id (permission); a PUT replaces all three. */
  siteCdns: '/wps/admin/site/cdns',
  /** One level of the agent tree: `?parentId=` for a member's direct downline, none for the top (members.read). */
  agentTree: '/wps/admin/agents/tree',
  /**
   * Every bet round of the merchant's members, newest first (members.read); `/:id` one round's
   * details with every wallet call of it.
   */
  bets: '/wps/admin/bets',
  /** Free rounds granted to players: list and grant at the path, `/:id/cancel` (finance.adjust). */
  freeRounds: '/wps/admin/free-rounds',
  /**
   * Responsible gambling (members.read): every exclusion of the merchant's players, newest first;
   * one player's limits, settings and exclusions are at `members/:id/responsible`.
   */
  exclusions: '/wps/admin/responsible/exclusions',
  /**
   * Platform messages (messages.write): GET the sent ones with read counts, POST a new one;
   * `/preview` (POST) counts a draft's recipients; `/:id/withdraw` (POST) takes one back.
   */
  messages: '/wps/admin/messages',
  messagePreview: '/wps/admin/messages/preview',
  /** How many rounds the bet list's filter matches, counted up to 10,000 (members.read). */
  betCount: '/wps/admin/bets/count',
  /** The dashboard of `?from=&to=` (local days, inclusive): money, players, pending work (reports.read). */
  reportsDashboard: '/wps/admin/reports/dashboard',
  /** One row per local day of `?from=&to=` with a total row: money and players (reports.read). */
  reportsDaily: '/wps/admin/reports/daily',
  /** One row per vendor over `?from=&to=`: rounds, players, stake, payout, GGR and its share (reports.read). */
  reportsVendors: '/wps/admin/reports/vendors',
  /** `?agentId=` (none: the top of the tree): each direct downline member with their whole subtree's figures, paged (reports.read). */
  reportsAgents: '/wps/admin/reports/agents',
  /**
   * KYC submissions of the merchant (kyc.review): GET the queue; `/:id/documents/:documentId` a
   * document's bytes; `/:id/approve` and `/:id/reject` (POST, audited).
   */
  kycReviews: '/wps/admin/kyc/reviews',
  /** The merchant's per-tier limits and document retention: GET, PUT (kyc.settings, audited). */
  kycSettings: '/wps/admin/kyc/settings',
  /** Risk signals raised by the scan job, newest first; `/:id/action` dismisses or acts on one (risk.review). */
  riskSignals: '/wps/admin/risk/signals',
  /** The merchant's risk rule thresholds: GET and PUT (risk.review). */
  riskSettings: '/wps/admin/risk/settings',
  /**
   * Live chat room moderation (chat.moderate): the rooms; a room's recent messages `?roomId=`, and
   * `/:id` DELETE (gone for everyone live); mutes: GET the active ones, POST one, `/:memberId`
   * DELETE lifts it; the filter, rate limit and win feed settings GET and PUT (audited).
   */
  chatRooms: '/wps/admin/chat/rooms',
  chatMessages: '/wps/admin/chat/messages',
  chatMutes: '/wps/admin/chat/mutes',
  chatSettings: '/wps/admin/chat/settings',
  /** Players' feedback (support.reply): GET the queue; `/:id/answer`, `/:id/close` (POST); `/:id/images/:imageId` a screenshot. */
  feedback: '/wps/admin/feedback',
  /** The feedback description's length bounds: GET (support.reply), PUT (settings.write, audited). */
  feedbackSettings: '/wps/admin/feedback/settings',
  /**
   * Support chat conversations (support.reply): GET the inbox; `/:id` one; POST `/:id/messages`,
   * `/:id/assign`, `/:id/read`, `/:id/typing`, `/:id/close`.
   */
  supportConversations: '/wps/admin/support/conversations',
  /** The operators a conversation can be assigned to (support.reply). */
  supportAgents: '/wps/admin/support/agents',
  /** Canned replies: GET, POST; PUT and DELETE `/:id` (support.reply). */
  supportCanned: '/wps/admin/support/canned',
} as const;

export const OPS_PATHS = {
  health: '/healthz',
  ready: '/readyz',
  metrics: '/metrics',
  docs: '/docs',
} as const;

/** Where the image host serves the spec's image paths (§3) when no external base URL is configured. */
export const IMAGE_ROUTE_PREFIX = '/images';

/**
 * Every route of the player site (spec §2), for the web router and for the server's history-mode
 * fallback, which answers these with the app and anything else with the app's not-found page.
 */
export const SITE_ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/member',
  '/help',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/inHouse',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/agent',
  '/agentHome',
  '/down',
  /** Line detection (spec §1 mirror/line-detection page); not-found while no line is configured. */
  '/lines',
  /** The built-in support chat, opened in the 440x750 customer-service window. */
  '/support',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Path prefixes that belong to the API and never fall back to the web app. */
/** Where the operator's console is served (its own bundle and page policy). */
export const BACKOFFICE_BASE = '/backoffice';

export const API_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/ws', '/vendor-api/'] as const;

/** The WebSocket (DESIGN §7): balance changes and transaction notices after `{ type: 'auth', token }`. */
export const SOCKET_PATH = '/ws';
