import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { IconName } from '../../../components/ui/icon.tsx';
import { TabNav } from '../../../components/ui/tab-nav.tsx';
import styles from './agent.module.css';

/** The agent centre menu of spec §2 (bonus and salary entries follow their flags in a later issue). */
const MENU: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'announcement', icon: 'mail' },
  { key: 'teamOverview', icon: 'grid' },
  { key: 'registerCentre', icon: 'user' },
  { key: 'teamManagement', icon: 'crown' },
  { key: 'teamBetting', icon: 'ticket' },
  { key: 'teamTransaction', icon: 'wallet' },
  { key: 'userLoss', icon: 'trophy' },
  { key: 'myIncome', icon: 'star' },
  { key: 'accountDetails', icon: 'clock' },
];

/** /agentHome: the agent centre. */
export default function AgentHomePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const current = MENU.find((item) => item.key === params.get('tab')) ?? MENU[0]!;
  return (
    <div className={styles.centre}>
      <TabNav
        label={t('agent.centre')}
        items={MENU.map((item) => ({ ...item, label: t(`agent.menu.${item.key}`) }))}
        current={current.key}
        classNames={{ nav: styles.menu, list: styles.menuList, link: styles.menuItem }}
      />
      <section className={styles.content} aria-labelledby="agent-section">
        <p className={styles.contentEyebrow}>{t('agent.centre')}</p>
        <h1 id="agent-section" className={styles.contentTitle}>
          {t(`agent.menu.${current.key}`)}
        </h1>
        <EmptyState icon={current.icon} />
      </section>
    </div>
  );
}
