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
  clientErrors: '/wps/system/clientErrors',
  // Accounts (the next issue serves these).
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  register: '/wps/member/register',
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
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Path prefixes that belong to the API and never fall back to the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/ws'] as const;
