import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { IconName } from '../../../components/ui/icon.tsx';
import { TabNav } from '../../../components/ui/tab-nav.tsx';
import styles from './agent.module.css';
import RegisterCentreSection from './register-centre.tsx';
import TeamManagementSection from './team-management.tsx';
import TeamOverviewSection from './team-overview.tsx';

/**
 * The agent centre menu of spec §2, as far as its screens work. A section is listed once its screen
 * exists; announcement, team betting, team transactions, user loss, my income, account details
 * and the bonus and salary entries (behind enableSalary and enableContract) join as they are
 * built, never as empty pages. The register centre hands out the invitation; creating a downline
 * member directly from it is not built yet, so it offers no such form.
 */
const SECTIONS: ReadonlyArray<{ key: string; icon: IconName; Screen: ComponentType }> = [
  { key: 'teamOverview', icon: 'grid', Screen: TeamOverviewSection },
  { key: 'registerCentre', icon: 'user', Screen: RegisterCentreSection },
  { key: 'teamManagement', icon: 'crown', Screen: TeamManagementSection },
];

/** /agentHome: the agent centre. */
export default function AgentHomePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const current = SECTIONS.find((item) => item.key === params.get('tab')) ?? SECTIONS[0]!;
  const { Screen } = current;
  return (
    <div className={styles.centre}>
      <TabNav
        label={t('agent.centre')}
        items={SECTIONS.map((item) => ({
          key: item.key,
          icon: item.icon,
          label: t(`agent.menu.${item.key}`),
        }))}
        current={current.key}
        classNames={{ nav: styles.menu, list: styles.menuList, link: styles.menuItem }}
      />
      <section className={styles.content} aria-labelledby="agent-section">
        <p className={styles.contentEyebrow}>{t('agent.centre')}</p>
        <h1 id="agent-section" className={styles.contentTitle}>
          {t(`agent.menu.${current.key}`)}
        </h1>
        <Screen />
      </section>
    </div>
  );
}
