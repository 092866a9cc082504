import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import styles from './help-page.module.css';

/** Sections addressed by the footer's help links (/help#about, #term, #privacy, #faq). */
const SECTIONS: ReadonlyArray<{ id: 'about' | 'term' | 'privacy' | 'faq'; icon: IconName }> = [
  { id: 'about', icon: 'star' },
  { id: 'term', icon: 'shield' },
  { id: 'privacy', icon: 'lock' },
  { id: 'faq', icon: 'help' },
];

const PARAGRAPHS = { about: 3, term: 5, privacy: 4 } as const;
const FAQ_COUNT = 4;

export default function HelpPage({ brand, minimumAge }: { brand: string; minimumAge: number }) {
  const { t } = useTranslation('pages');
  return (
    <Page>
      <PageHeader
        icon="help"
        eyebrow={t('help.eyebrow')}
        title={t('nav.help')}
        description={t('help.description', { brand })}
      />
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label={t('help.contents')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  <Icon name={section.icon} size={18} />
                  {t(`help.${section.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          {SECTIONS.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.title}>
                <Icon name={section.icon} size={22} />
                {t(`help.${section.id}.title`)}
              </h2>
              {section.id === 'faq' ? (
                <div className={styles.faq}>
                  {Array.from({ length: FAQ_COUNT }, (_, index) => (
                    <details key={String(index)} className={styles.question}>
                      <summary>{t(`help.faq.q${index + 1}`, { brand })}</summary>
                      <p>{t(`help.faq.a${index + 1}`, { age: minimumAge, brand })}</p>
                    </details>
                  ))}
                </div>
              ) : (
                Array.from({ length: PARAGRAPHS[section.id] }, (_, index) => (
                  <p key={String(index)} className={styles.paragraph}>
                    {t(`help.${section.id}.p${index + 1}`, { brand, age: minimumAge })}
                  </p>
                ))
              )}
            </section>
          ))}
        </div>
      </div>
    </Page>
  );
}
