import type { HelpArticle, HelpArticleKind } from '@platform/contract/content';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/ui/icon.tsx';
import { useHelpCenter } from '../api/use-help-center.ts';

/** The operator's articles in reading order: help first, then the rules, then blog and news. */
const KIND_ORDER: readonly HelpArticleKind[] = ['help', 'agreement', 'terms', 'privacy', 'blog', 'news'];
export const KIND_ICONS: Record<HelpArticleKind, IconName> = {
  help: 'help',
  agreement: 'user',
  terms: 'shield',
  privacy: 'lock',
  blog: 'star',
  news: 'megaphone',
};

/** One part of the help centre: our own about-us and FAQ texts around the operator's articles. */
export type HelpSectionEntry = { id: string; icon: IconName; label: string } & (
  | { part: 'about' | 'faq' }
  | { part: 'article'; article: HelpArticle }
);

function inReadingOrder(articles: readonly HelpArticle[]): HelpArticle[] {
  return [...articles].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/**
 * The help centre's sections in reading order (spec §7 helpCenter, lang, device WEB), for the /help
 * page and the help centre modal alike.
 */
export function useHelpSections() {
  const { t } = useTranslation('pages');
  const help = useHelpCenter();
  const sections: HelpSectionEntry[] = [
    { id: 'about', icon: 'star', label: t('help.about.title'), part: 'about' },
    ...inReadingOrder(help.data ?? []).map(
      (article): HelpSectionEntry => ({
        id: article.slug,
        icon: KIND_ICONS[article.kind],
        label: article.title,
        part: 'article',
        article,
      }),
    ),
    { id: 'faq', icon: 'help', label: t('help.faq.title'), part: 'faq' },
  ];
  return { help, sections };
}
