import type { GameCategory } from '@platform/contract/games';
import { useNotices } from '../features/content/index.ts';
import { HomePage } from '../features/home/index.ts';
import { useUnreadMessages } from '../features/messages/index.ts';
import { useSiteFeatures } from '../features/system/index.ts';
import { useIsLoggedIn } from '../lib/session.ts';
import {
  AccountGame,
  Agent,
  Download,
  GameCenter,
  GameListCenter,
  Help,
  HOME_GAMES_PLACEHOLDER,
  HomeBanners,
  HomeGames,
  InHouse,
  InHouseGame,
  MemberCenter,
  NotFound,
  NoticeMarquee,
  Seamless,
  Support,
  WalletBalance,
} from './lazy-areas.ts';
import { useLoadedConfig } from './use-loaded-config.ts';

/** Route elements that hand the site config to feature pages (features never read each other). */
export function HomeRoute() {
  const config = useLoadedConfig();
  // The games wait until it is known whether the marquee above them shows: arriving later, it would
  // push them down while they are read (layout shift).
  const notices = useNotices();
  return (
    <HomePage
      brand={config.brandName}
      licenseNumber={config.licenseNumber}
      minimumAge={config.minimumAge}
      banners={<HomeBanners />}
      marquee={notices.data?.length ? <NoticeMarquee /> : null}
      games={
        notices.isPending ? (
          HOME_GAMES_PLACEHOLDER
        ) : (
          <HomeGames imageBaseUrl={config.imageBaseUrl} currency={config.currency} />
        )
      }
    />
  );
}

export function HelpRoute() {
  const config = useLoadedConfig();
  return <Help brand={config.brandName} minimumAge={config.minimumAge} />;
}

export function DownloadRoute() {
  const config = useLoadedConfig();
  return <Download brand={config.brandName} resources={config.resources} />;
}

export function AgentRoute() {
  const config = useLoadedConfig();
  return <Agent brand={config.brandName} />;
}

export function SupportRoute() {
  const config = useLoadedConfig();
  return <Support brand={config.brandName} />;
}

export function MemberRoute() {
  const config = useLoadedConfig();
  const features = useSiteFeatures();
  const unreadMessages = useUnreadMessages();
  return (
    <MemberCenter
      imageBaseUrl={config.imageBaseUrl}
      isFeatureOn={features.on}
      badges={{ messageV2: unreadMessages || undefined }}
    />
  );
}

// The game pages read artwork fallbacks from the image host of the site config.
export function GameListRoute({ category }: { category: GameCategory }) {
  return <GameListCenter category={category} imageBaseUrl={useLoadedConfig().imageBaseUrl} />;
}

export function GameCenterRoute({ category }: { category: GameCategory }) {
  return <GameCenter category={category} imageBaseUrl={useLoadedConfig().imageBaseUrl} />;
}

export function InHouseRoute() {
  return <InHouse imageBaseUrl={useLoadedConfig().imageBaseUrl} />;
}

/** An in-house game's table; an unknown game name is the site's not-found page. */
export function InHouseGameRoute() {
  return <InHouseGame notFound={<NotFound />} />;
}

export function AccountGameRoute({ list }: { list: 'favorite' | 'recent' }) {
  return <AccountGame list={list} imageBaseUrl={useLoadedConfig().imageBaseUrl} />;
}

// The game page's bar repeats the balance the game plays from; visitors (free trials) have none.
export function SeamlessRoute() {
  return <Seamless balance={useIsLoggedIn() ? <WalletBalance /> : undefined} />;
}
