import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import styles from './help-center-modal.module.css';
import { HelpSection } from './help-section.tsx';
import { useHelpSections } from './help-sections.ts';

interface HelpCenterModalProps {
  open: boolean;
  onClose: () => void;
  brand: string;
  minimumAge: number;
  /** The section to open at: `about`, `faq` or an article's slug (`term`, `privacy`). */
  section: string;
}

/**
 * The help centre modal (spec §2): the same sections as /help, one at a time beside their list, so
 * a reader checks the terms or the FAQ without leaving the page they are on.
 */
export default function HelpCenterModal({ open, onClose, brand, minimumAge, section }: HelpCenterModalProps) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const { t: tc } = useTranslation('content');
  const { help, sections } = useHelpSections();
  const [chosen, setChosen] = useState(section);
  const contentRef = useRef<HTMLDivElement>(null);
  const currentRef = useRef<HTMLButtonElement>(null);
  const current = sections.find((entry) => entry.id === chosen);
  // An article asked for by slug is shown once the articles arrive; one the operator lacks falls back.
  const waiting = current === undefined && help.isPending;
  const shown = current ?? (waiting || help.isError ? undefined : sections[0]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly chosen section starts at its top
  useEffect(() => {
    if (contentRef.current) contentRef.current.scrollTop = 0;
  }, [chosen]);

  // On a phone the list is a row of chips: the one opened from the footer may start out of view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another section is shown
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [shown?.id]);

  return (
    <Modal open={open} onClose={onClose} title={t('nav.help')} size="xl">
      <div className={styles.layout}>
        <nav className={styles.list} aria-label={tp('help.contents')}>
          <ul>
            {sections.map((entry) => (
              <li key={entry.id}>
                <button
                  ref={entry === shown ? currentRef : undefined}
                  type="button"
                  className={styles.entry}
                  aria-current={entry === shown ? 'true' : undefined}
                  onClick={() => setChosen(entry.id)}
                >
                  <Icon name={entry.icon} size={18} />
                  <span className={styles.label}>{entry.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div ref={contentRef} className={styles.content}>
          {waiting ? <ListSkeleton rows={3} /> : null}
          {help.isError && current === undefined ? (
            <ListError error={help.error} onRetry={() => void help.refetch()} />
          ) : null}
          {shown ? (
            <section aria-labelledby="help-modal-section">
              <HelpSection
                key={shown.id}
                entry={shown}
                brand={brand}
                minimumAge={minimumAge}
                headingId="help-modal-section"
                level={3}
              />
            </section>
          ) : null}
          <Link className={styles.pageLink} to={`/help#${shown?.id ?? chosen}`} onClick={onClose}>
            {tc('help.open_page')}
            <Icon name="chevronRight" size={14} />
          </Link>
        </div>
      </div>
    </Modal>
  );
}
