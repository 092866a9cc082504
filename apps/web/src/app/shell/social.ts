import type { SiteConfig, SocialLink } from '@platform/contract/system';
import type { IconName } from '../../components/ui/icon.tsx';
import { findResource } from '../../lib/downloads.ts';

type SocialType = SocialLink['type'];

/** Network names are trademarks and stay untranslated. */
export const SOCIAL: Record<SocialType, { icon: IconName; name: string }> = {
  YOUTUBE: { icon: 'youtube', name: 'YouTube' },
  TWITTER: { icon: 'twitter', name: 'X (Twitter)' },
  TIKTOK: { icon: 'tiktok', name: 'TikTok' },
  FACEBOOK: { icon: 'facebook', name: 'Facebook' },
  INSTAGRAM: { icon: 'instagram', name: 'Instagram' },
  WHATSAPP: { icon: 'whatsapp', name: 'WhatsApp' },
  TELEGRAM: { icon: 'telegram', name: 'Telegram' },
  LINE: { icon: 'line', name: 'LINE' },
};

/** Only the configured networks, with a usable URL, in the spec's footer order. */
export function configuredSocialLinks(
  links: readonly SocialLink[],
  only?: readonly SocialType[],
): SocialLink[] {
  const order = only ?? (Object.keys(SOCIAL) as SocialType[]);
  return order.flatMap((type) => {
    const link = links.find((candidate) => candidate.type === type && candidate.url.trim() !== '');
    return link ? [link] : [];
  });
}

/** The Telegram channel: the resource the operator set for it, else the Telegram social link. */
export function telegramUrl(config: SiteConfig): string | null {
  return (
    findResource(config.resources, 'TELEGRAM_CHANNEL')?.url ??
    configuredSocialLinks(config.socialLinks, ['TELEGRAM'])[0]?.url ??
    null
  );
}
