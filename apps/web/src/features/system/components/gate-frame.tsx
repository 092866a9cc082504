import type { Language } from '@platform/contract/i18n';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import styles from './gate-frame.module.css';

interface GateFrameProps {
  brand: string | null;
  languages?: readonly Language[];
  icon: IconName;
  tone: 'warning' | 'danger' | 'neutral';
  title: string;
  children: ReactNode;
}

/** The full-page frame of the gate screens (maintenance, region block, network failure). */
export function GateFrame({ brand, languages, icon, tone, title, children }: GateFrameProps) {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        {brand ? <Logo brand={brand} /> : <span />}
        <LanguageSelect languages={languages} />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="gate-title">
          <div className={`${styles.badge} ${styles[tone]}`} aria-hidden="true">
            <Icon name={icon} size={34} />
          </div>
          <h1 id="gate-title" className={styles.title}>
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}
