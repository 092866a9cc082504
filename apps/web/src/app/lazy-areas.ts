import { createElement } from 'react';
import { BANNER_ASPECT } from '../components/content/banner-aspects.ts';
import { BannerPlaceholder } from '../components/content/banner-placeholder.tsx';
import { createLazyArea } from '../components/ui/lazy-area.tsx';
import { ensureNamespace, type Namespace } from '../lib/i18n.ts';

/** A chunk arrives together with the words it shows. */
export function withNamespaces<T>(load: () => Promise<T>, ...namespaces: Namespace[]): () => Promise<T> {
  return () => Promise.all([load(), ...namespaces.map(ensureNamespace)]).then(([module]) => module);
}

/** A page chunk with the pages' words (and any other namespace it reads). */
function withWords<T>(load: () => Promise<T>, ...extra: Namespace[]): () => Promise<T> {
  return withNamespaces(load, 'pages', ...extra);
}

/** Spec §2 lazy areas: each is its own chunk, loaded on first visit. */
export const GameCenter = createLazyArea(
  withWords(() => import('../features/games/components/game-center-page.tsx')),
);
export const GameListCenter = createLazyArea(
  withWords(() => import('../features/games/components/game-list-center-page.tsx')),
);
export const AccountGame = createLazyArea(
  withWords(() => import('../features/games/components/account-game-page.tsx')),
);
export const Lottery = createLazyArea(
  withWords(() => import('../features/lottery/components/lottery-page.tsx')),
);
export const Seamless = createLazyArea(
  withWords(() => import('../features/seamless/components/seamless-page.tsx')),
);
export const MemberCenter = createLazyArea(
  withWords(() => import('../features/member/components/member-center-page.tsx'), 'account'),
);
export const PointMall = createLazyArea(
  withWords(() => import('../features/point-mall/components/point-mall-page.tsx')),
);

// Beyond the spec's list: pages that are never the landing page stay out of the home download too.
export const Help = createLazyArea(
  withWords(() => import('../features/help/components/help-page.tsx'), 'content'),
);
export const Download = createLazyArea(
  withWords(() => import('../features/download/components/download-page.tsx')),
);
export const Promotions = createLazyArea(
  withWords(() => import('../features/promotions/components/promotions-page.tsx'), 'content'),
);
export const InHouse = createLazyArea(
  withWords(() => import('../features/games/components/in-house-page.tsx')),
);
// Our own games' tables: the page frame and the games' words; each game is a chunk of its own.
export const InHouseGame = createLazyArea(
  withWords(() => import('../features/in-house/in-house-game-page.tsx'), 'inHouse'),
);
export const Agent = createLazyArea(withWords(() => import('../features/agent/components/agent-page.tsx')));
export const AgentHome = createLazyArea(
  withWords(() => import('../features/agent/components/agent-home-page.tsx')),
);
export const NotFound = createLazyArea(withWords(() => import('./not-found-page.tsx')));

// Content (spec §2): each part arrives with the content words; Swiper and DOMPurify ride along.
export const HomeBanners = createLazyArea(
  withNamespaces(() => import('../features/content/components/home-banners.tsx'), 'content'),
  { fallback: createElement(BannerPlaceholder, { aspect: BANNER_ASPECT.w_home }) },
);
export const NoticeMarquee = createLazyArea(
  withNamespaces(() => import('../features/content/components/notice-marquee.tsx'), 'content'),
  { fallback: null },
);
// The home page's games (menu, search, rows, winner board): their own chunk, after the banners.
export const HomeGames = createLazyArea(
  withWords(() => import('../features/games/components/home-games.tsx')),
  { fallback: null },
);
// The member's balance, as the header shows it, for pages that show it again (the game page's bar).
export const WalletBalance = createLazyArea(
  () => import('../features/wallet/components/header-balance.tsx'),
  { fallback: null },
);
export const PopupAnnouncements = createLazyArea(
  withNamespaces(() => import('../features/content/components/popup-announcements.tsx'), 'content'),
  { fallback: null },
);
