import { imageRefUrl } from '@platform/contract/content-constants';
import { useSiteConfig } from '../../lib/site-config.ts';

/** An item's image reference as the site loads it (host paths join the image host); null for none. */
export function useImageSource(): (image: unknown) => string | null {
  const base = useSiteConfig().data?.imageBaseUrl;
  return (image) =>
    typeof image === 'string' && image && base !== undefined ? imageRefUrl(base, image) : null;
}
