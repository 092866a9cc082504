import { CATEGORY_ROUTES } from '@platform/contract/constants';
import { HomePage } from '../features/home/components/home-page.tsx';
import { navigableCategories } from '../lib/category-routes.ts';
import { Agent, Download, Help, HomeBanners, MemberCenter, NoticeMarquee } from './lazy-areas.ts';
import { useLoadedConfig } from './use-loaded-config.ts';

/** Route elements that hand the site config to feature pages (features never read each other). */
export function HomeRoute() {
  const config = useLoadedConfig();
  const categories = navigableCategories(config.categories).map((category) => ({
    category,
    path: CATEGORY_ROUTES[category],
  }));
  return (
    <HomePage
      brand={config.brandName}
      licenseNumber={config.licenseNumber}
      minimumAge={config.minimumAge}
      categories={categories}
      banners={<HomeBanners />}
      marquee={<NoticeMarquee />}
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

export function MemberRoute() {
  const config = useLoadedConfig();
  return <MemberCenter imageBaseUrl={config.imageBaseUrl} />;
}
