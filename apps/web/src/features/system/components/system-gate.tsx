import type { SiteConfig } from '@platform/contract/system';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { BrandLoader } from '../../../components/ui/brand-loader.tsx';
import { createLazyArea } from '../../../components/ui/lazy-area.tsx';
import {
  applyDefaultLanguage,
  BOOT_WORDS,
  ensureLanguage,
  useLanguage,
  useLanguageReady,
} from '../../../lib/i18n.ts';
import { LOCAL_KEYS, writeItem } from '../../../lib/storage.ts';
import { usePermission } from '../api/use-permission.ts';
import { useSiteConfig } from '../api/use-site-config.ts';
import { useSystemStatus } from '../api/use-system-status.ts';
// Eager: when the network is down, no chunk could bring this page.
import NetworkErrorPage from './network-error-page.tsx';

// The closed-site pages are rare: they load only when the status asks for them.
const MaintenancePage = createLazyArea(() => import('./maintenance-page.tsx'), { fallback: null });
const RegionRestrictedPage = createLazyArea(() => import('./region-restricted-page.tsx'), { fallback: null });

/** Adopts the operator's settings once the config arrives: default language, merchant code. */
function useConfigEffects(config: SiteConfig | undefined) {
  const defaultLanguage = config?.defaultLanguage;
  const merchantCode = config?.merchantCode;
  useEffect(() => {
    if (defaultLanguage) applyDefaultLanguage(defaultLanguage);
  }, [defaultLanguage]);
  useEffect(() => {
    if (merchantCode) writeItem('local', LOCAL_KEYS.merchantCode, merchantCode);
  }, [merchantCode]);
}

/** The current language's words (one chunk per language), fetched alongside the status. */
function useLanguageBundle() {
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['locale', language],
    queryFn: () => ensureLanguage(language).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { language, ready: useLanguageReady(), failed: query.isError, retry: () => void query.refetch() };
}

/**
 * Spec §2: the system status gates the app. 0 renders it, 1 the maintenance page, 2 the
 * region-restricted page; loading shows the branded loader, a failed call a retry.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const words = useLanguageBundle();
  const status = useSystemStatus();
  const config = useSiteConfig();
  // Asked alongside, never waited for: the images' CDN is then known when the first page renders.
  usePermission();
  useConfigEffects(config.data);
  const boot = BOOT_WORDS[words.language];

  if (!words.ready) {
    // Without its words the page cannot say what failed; the loader offers the retry itself.
    return (
      <BrandLoader
        fullscreen
        label={boot.loading}
        retry={words.failed ? { label: boot.retry, onRetry: words.retry } : undefined}
      />
    );
  }
  if (!status.data) {
    if (status.isError) {
      return <NetworkErrorPage onRetry={() => void status.refetch()} retrying={status.isFetching} />;
    }
    return <BrandLoader fullscreen label={boot.loading} />;
  }

  const brand = config.data?.brandName ?? null;
  const languages = config.data?.languages;
  const { status: code, maintenanceEnd, ip, country, message } = status.data;
  if (code === 1) {
    return (
      <MaintenancePage
        end={maintenanceEnd}
        message={message}
        brand={brand}
        languages={languages}
        customerService={config.data?.customerService ?? []}
      />
    );
  }
  if (code === 2) {
    return (
      <RegionRestrictedPage ip={ip} country={country} message={message} brand={brand} languages={languages} />
    );
  }

  if (!config.data) {
    if (config.isError) {
      return <NetworkErrorPage onRetry={() => void config.refetch()} retrying={config.isFetching} />;
    }
    return <BrandLoader fullscreen label={boot.loading} />;
  }
  return children;
}
