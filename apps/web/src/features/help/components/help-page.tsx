import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { openCustomerService } from '../../../lib/customer-service.ts';
import { isTrialSession, useSession } from '../../../lib/session.ts';
import { useCustomerService } from '../api/use-customer-service.ts';
import styles from './help-page.module.css';
import { HelpSection } from './help-section.tsx';
import { type HelpSectionEntry, useHelpSections } from './help-sections.ts';

/**
 * /help (spec §2 help centre): about us, the operator's help articles, user agreement, terms
 * (/help#term), privacy policy, blog and news in the reader's language, the FAQ, and the
 * customer-service entries (a 440×750 window).
 */
export default function HelpPage({ brand, minimumAge }: { brand: string; minimumAge: number }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('content');
  const { help, sections } = useHelpSections();
  const service = useCustomerService();
  const session = useSession();
  // Feedback and complaints live in the member centre, for real members (spec §2 names the screen).
  const member = session.token !== null && !isTrialSession(session);

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
              {sections.map((entry) => (
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
              {member ? (
                <Link to="/member?tab=feedback" className={buttonClass('ghost', 'sm', true)}>
                  {t('help.feedback_link')}
                </Link>
              ) : null}
            </section>
          ) : null}
        </div>
        <div className={styles.sections}>
          {sections.map((entry) => (
            <Fragment key={entry.id}>
              <PageSection entry={entry} brand={brand} minimumAge={minimumAge} />
              {/* The operator's articles load after our own about-us text, where they will stand. */}
              {entry.part === 'about' && help.isPending ? <ListSkeleton rows={4} /> : null}
              {entry.part === 'about' && help.isError ? (
                <ListError error={help.error} onRetry={() => void help.refetch()} />
              ) : null}
            </Fragment>
          ))}
        </div>
      </div>
    </Page>
  );
}

/** A section of the page, its anchor the section's id (/help#term). */
function PageSection(props: { entry: HelpSectionEntry; brand: string; minimumAge: number }) {
  const headingId = `${props.entry.id}-title`;
  return (
    <section id={props.entry.id} className={styles.section} aria-labelledby={headingId}>
      <HelpSection {...props} headingId={headingId} level={2} />
    </section>
  );
}
