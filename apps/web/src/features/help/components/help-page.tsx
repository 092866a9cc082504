import type { HelpArticle, HelpArticleKind } from '@platform/contract/content';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../components/content/rich-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { openCustomerService } from '../../../lib/customer-service.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useCustomerService } from '../api/use-customer-service.ts';
import { useHelpCenter } from '../api/use-help-center.ts';
import styles from './help-page.module.css';

/** The operator's articles in reading order: help first, then the rules, then blog and news. */
const KIND_ORDER: readonly HelpArticleKind[] = ['help', 'agreement', 'terms', 'privacy', 'blog', 'news'];
const KIND_ICONS: Record<HelpArticleKind, IconName> = {
  help: 'help',
  agreement: 'user',
  terms: 'shield',
  privacy: 'lock',
  blog: 'star',
  news: 'megaphone',
};
const FAQ_COUNT = 4;
const ABOUT_PARAGRAPHS = 3;

function inReadingOrder(articles: readonly HelpArticle[]): HelpArticle[] {
  return [...articles].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/**
 * /help (spec §2 help centre): about us, the operator's help articles, user agreement, terms
 * (/help#term), privacy policy, blog and news in the reader's language, the FAQ, and the
 * customer-service entries (a 440×750 window).
 */
export default function HelpPage({ brand, minimumAge }: { brand: string; minimumAge: number }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('content');
  const language = useLanguage();
  const help = useHelpCenter();
  const service = useCustomerService();
  const articles = inReadingOrder(help.data ?? []);
  const toc: { id: string; icon: IconName; label: string }[] = [
    { id: 'about', icon: 'star', label: t('help.about.title') },
    ...articles.map((article) => ({
      id: article.slug,
      icon: KIND_ICONS[article.kind],
      label: article.title,
    })),
    { id: 'faq', icon: 'help', label: t('help.faq.title') },
  ];

  return (
    <Page>
      <PageHeader
        icon="help"
        eyebrow={t('help.eyebrow')}
        title={t('nav.help')}
        description={t('help.description', { brand })}
      />
      <div className={styles.layout}>
        <div className={styles.aside}>
          <nav className={styles.toc} aria-label={t('help.contents')}>
            <ul>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className={styles.tocLink}>
                    <Icon name={entry.icon} size={18} />
                    <span className={styles.tocLabel}>{entry.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {service.data && service.data.length > 0 ? (
            <section className={styles.service} aria-labelledby="help-service-title">
              <h2 id="help-service-title" className={styles.serviceTitle}>
                <Icon name="headset" size={18} />
                {tc('help.service_title')}
              </h2>
              <p className={styles.serviceText}>{tc('help.service_text')}</p>
              {service.data.map((entry) => (
                <Button
                  key={`${entry.csType}-${entry.path}`}
                  variant="secondary"
                  size="sm"
                  block
                  onClick={() => openCustomerService(entry.path)}
                >
                  {entry.title}
                </Button>
              ))}
            </section>
          ) : null}
        </div>
        <div className={styles.sections}>
          <section id="about" className={styles.section} aria-labelledby="about-title">
            <h2 id="about-title" className={styles.title}>
              <Icon name="star" size={22} />
              {t('help.about.title')}
            </h2>
            {Array.from({ length: ABOUT_PARAGRAPHS }, (_, index) => (
              <p key={String(index)} className={styles.paragraph}>
                {t(`help.about.p${index + 1}`, { brand })}
              </p>
            ))}
          </section>

          {help.isPending ? <ListSkeleton rows={4} /> : null}
          {help.isError ? <ListError error={help.error} onRetry={() => void help.refetch()} /> : null}
          {articles.map((article) => (
            <section
              key={article.id}
              id={article.slug}
              className={styles.section}
              aria-labelledby={`${article.slug}-title`}
            >
              <p className={styles.kind}>{tc(`help.kinds.${article.kind}`)}</p>
              <h2 id={`${article.slug}-title`} className={styles.title}>
                <Icon name={KIND_ICONS[article.kind]} size={22} />
                {article.title}
              </h2>
              {article.kind === 'blog' || article.kind === 'news' ? (
                <p className={styles.published}>
                  {tc('help.published', { date: formatDateTime(article.publishedAt, language) })}
                </p>
              ) : null}
              <RichHtml html={article.content} className={styles.article} />
            </section>
          ))}

          <section id="faq" className={styles.section} aria-labelledby="faq-title">
            <h2 id="faq-title" className={styles.title}>
              <Icon name="help" size={22} />
              {t('help.faq.title')}
            </h2>
            <div className={styles.faq}>
              {Array.from({ length: FAQ_COUNT }, (_, index) => (
                <details key={String(index)} className={styles.question}>
                  <summary>{t(`help.faq.q${index + 1}`, { brand })}</summary>
                  <p>{t(`help.faq.a${index + 1}`, { age: minimumAge, brand })}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
      </div>
    </Page>
  );
}
