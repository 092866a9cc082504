import { type ComponentType, createElement } from 'react';
import { BANNER_ASPECT } from '../components/content/banner-aspects.ts';
import { BannerPlaceholder } from '../components/content/banner-placeholder.tsx';
import { createLazyArea, PageAreaLoader } from '../components/ui/lazy-area.tsx';
import { loadAgentHomePage, loadAgentPage } from '../features/agent/lazy.ts';
import { loadChatRoomModal } from '../features/chat/lazy.ts';
import { loadHomeBanners, loadNoticeMarquee, loadPopupAnnouncements } from '../features/content/lazy.ts';
import { loadDownloadPage } from '../features/download/lazy.ts';
import {
  loadAccountGamePage,
  loadGameCenterPage,
  loadGameListCenterPage,
  loadHomeGames,
  loadInHouseLobbyPage,
} from '../features/games/lazy.ts';
import { loadHelpCenterModal, loadHelpPage } from '../features/help/lazy.ts';
import { loadInHouseGamePage } from '../features/in-house/lazy.ts';
import { loadLineDetectionPage } from '../features/lines/lazy.ts';
import { loadLotteryPage } from '../features/lottery/lazy.ts';
import { loadMemberCenterPage } from '../features/member/lazy.ts';
import { loadPointMallPage } from '../features/point-mall/lazy.ts';
import { loadPromotionsPage } from '../features/promotions/lazy.ts';
import { loadSeamlessPage } from '../features/seamless/lazy.ts';
import { loadSupportPage } from '../features/support/lazy.ts';
import { loadHeaderBalance } from '../features/wallet/lazy.ts';
import { ensureNamespace, type Namespace } from '../lib/i18n.ts';

/** A chunk arrives together with the words it shows. */
export function withNamespaces<T>(load: () => Promise<T>, ...namespaces: Namespace[]): () => Promise<T> {
  return () => Promise.all([load(), ...namespaces.map(ensureNamespace)]).then(([module]) => module);
}

/** A page chunk with the pages' words (and any other namespace it reads). */
function withWords<T>(load: () => Promise<T>, ...extra: Namespace[]): () => Promise<T> {
  return withNamespaces(load, 'pages', ...extra);
}

/** A page's lazy area: its loader holds a screen's height (no layout shift when the page arrives). */
function createPageArea<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return createLazyArea(load, { fallback: PAGE_LOADER });
}
const PAGE_LOADER = createElement(PageAreaLoader);

/** Spec §2 lazy areas: each is its own chunk, loaded on first visit. */
export const GameCenter = createPageArea(withWords(loadGameCenterPage));
export const GameListCenter = createPageArea(withWords(loadGameListCenterPage));
export const AccountGame = createPageArea(withWords(loadAccountGamePage));
// The lottery's bet slip says its problems in the form kit's words (`account`); its verifier shows
// the in-house games' check status (`inHouse`).
export const Lottery = createPageArea(withWords(loadLotteryPage, 'account', 'inHouse'));
export const Seamless = createPageArea(withWords(loadSeamlessPage));
export const MemberCenter = createPageArea(withWords(loadMemberCenterPage, 'account'));
export const PointMall = createPageArea(withWords(loadPointMallPage));

// Beyond the spec's list: pages that are never the landing page stay out of the home download too.
export const Help = createPageArea(withWords(loadHelpPage, 'content'));
export const Download = createPageArea(withWords(loadDownloadPage));
export const LineDetection = createPageArea(withWords(loadLineDetectionPage));
export const Promotions = createPageArea(withWords(loadPromotionsPage, 'content'));
export const InHouse = createPageArea(withWords(loadInHouseLobbyPage));
// Our own games' tables: the page frame and the games' words; each game is a chunk of its own.
// The fairness panel's forms say their problems in the form kit's words (`account`).
export const InHouseGame = createPageArea(withWords(loadInHouseGamePage, 'inHouse', 'account'));
export const Agent = createPageArea(withWords(loadAgentPage));
// The contract pages' offer form says its problems in the form kit's words (`account`); the
// announcements list their titles in the content words.
export const AgentHome = createPageArea(withWords(loadAgentHomePage, 'account', 'content'));
// The support chat in the customer-service window; its chat box says problems in the form kit's words.
export const Support = createPageArea(withWords(loadSupportPage, 'account'));
export const NotFound = createPageArea(withWords(() => import('./not-found-page.tsx')));

// Content (spec §2): each part arrives with the content words; Swiper and DOMPurify ride along.
export const HomeBanners = createLazyArea(withNamespaces(loadHomeBanners, 'content'), {
  fallback: createElement(BannerPlaceholder, { aspect: BANNER_ASPECT.w_home }),
});
// Shown only when there are notices: its box (the marquee's 44 px line) is held while the chunk loads.
export const NoticeMarquee = createLazyArea(withNamespaces(loadNoticeMarquee, 'content'), {
  fallback: createElement('div', { style: { minHeight: '44px' }, 'aria-hidden': true }),
});
// The home page's games (menu, search, rows, winner board): their own chunk, after the banners.
// Until it arrives a screen-tall empty box holds its place, so the hero and trust list below are
// not drawn in view and then pushed down (layout shift); the rows settle in the same box.
export const HOME_GAMES_PLACEHOLDER = createElement('div', {
  style: { minHeight: '100vh' },
  'aria-hidden': true,
});
export const HomeGames = createLazyArea(withWords(loadHomeGames), { fallback: HOME_GAMES_PLACEHOLDER });
// The member's balance, as the header shows it, for pages that show it again (the game page's bar).
export const WalletBalance = createLazyArea(loadHeaderBalance, { fallback: null });
// The help centre modal the footer opens: the help sections' chunk with the words they show.
export const HelpCenterModal = createLazyArea(withWords(loadHelpCenterModal, 'content'), { fallback: null });
export const PopupAnnouncements = createLazyArea(withNamespaces(loadPopupAnnouncements, 'content'), {
  fallback: null,
});
// The live chat room modal the side menu opens: its words, and the form kit's for the composer.
export const ChatRoomModal = createLazyArea(withNamespaces(loadChatRoomModal, 'content', 'account'), {
  fallback: null,
});
