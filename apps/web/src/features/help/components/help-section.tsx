import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../components/content/rich-html.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import styles from './help-section.module.css';
import type { HelpSectionEntry } from './help-sections.ts';

const FAQ_COUNT = 4;
const ABOUT_PARAGRAPHS = 3;

interface HelpSectionProps {
  entry: HelpSectionEntry;
  brand: string;
  minimumAge: number;
  /** The heading's id: the page's anchors and the modal's panel each name their own. */
  headingId: string;
  /** h2 on the page; h3 inside the modal, under its title. */
  level: 2 | 3;
}

/** One section's heading and text, as the /help page and the help centre modal both show it. */
export function HelpSection({ entry, brand, minimumAge, headingId, level }: HelpSectionProps) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('content');
  const language = useLanguage();
  const Heading = level === 2 ? 'h2' : 'h3';
  const article = entry.part === 'article' ? entry.article : null;
  return (
    <>
      {article ? <p className={styles.kind}>{tc(`help.kinds.${article.kind}`)}</p> : null}
      <Heading id={headingId} className={styles.title}>
        <Icon name={entry.icon} size={22} />
        {entry.label}
      </Heading>
      {entry.part === 'about'
        ? Array.from({ length: ABOUT_PARAGRAPHS }, (_, index) => (
            <p key={String(index)} className={styles.paragraph}>
              {t(`help.about.p${index + 1}`, { brand })}
            </p>
          ))
        : null}
      {article && (article.kind === 'blog' || article.kind === 'news') ? (
        <p className={styles.published}>
          {tc('help.published', { date: formatDateTime(article.publishedAt, language) })}
        </p>
      ) : null}
      {article ? <RichHtml html={article.content} className={styles.article} /> : null}
      {entry.part === 'faq' ? (
        <div className={styles.faq}>
          {Array.from({ length: FAQ_COUNT }, (_, index) => (
            <details key={String(index)} className={styles.question}>
              <summary>{t(`help.faq.q${index + 1}`, { brand })}</summary>
              <p>{t(`help.faq.a${index + 1}`, { age: minimumAge, brand })}</p>
            </details>
          ))}
        </div>
      ) : null}
    </>
  );
}
