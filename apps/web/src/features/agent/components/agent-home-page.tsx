import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { IconName } from '../../../components/ui/icon.tsx';
import { ListSkeleton } from '../../../components/ui/list-states.tsx';
import { TabNav } from '../../../components/ui/tab-nav.tsx';
import { useContractPolicy } from '../api/use-contract-policy.ts';
import styles from './agent.module.css';
import ContractsSection from './contracts.tsx';
import IncomeSection from './income.tsx';
import RegisterCentreSection from './register-centre.tsx';
import TeamBettingSection from './team-betting.tsx';
import TeamManagementSection from './team-management.tsx';
import TeamOverviewSection from './team-overview.tsx';
import TeamTransactionSection from './team-transactions.tsx';
import UserLossSection from './user-loss.tsx';

type Section = { key: string; icon: IconName; Screen: ComponentType };

/**
 * The agent centre menu of spec §2, as far as its screens work. A section is listed once its screen
 * exists; announcement and account details join as they are built, never as empty pages. The
 * register centre hands out the invitation; creating a downline member directly from it is not
 * built yet, so it offers no such form.
 */
const SECTIONS: ReadonlyArray<Section> = [
  { key: 'teamOverview', icon: 'grid', Screen: TeamOverviewSection },
  { key: 'registerCentre', icon: 'user', Screen: RegisterCentreSection },
  { key: 'teamManagement', icon: 'crown', Screen: TeamManagementSection },
  { key: 'teamBetting', icon: 'ticket', Screen: TeamBettingSection },
  { key: 'teamTransaction', icon: 'clock', Screen: TeamTransactionSection },
  { key: 'userLoss', icon: 'flame', Screen: UserLossSection },
];

/**
 * The contract sections (spec §4), listed only while the merchant has contracts switched on
 * (enableContract): a feature that is off is never shown. The salaries are kinds inside them,
 * offered only while enableSalary is on too.
 */
const CONTRACT_SECTIONS: ReadonlyArray<Section> = [
  { key: 'contracts', icon: 'shield', Screen: ContractsSection },
  { key: 'myIncome', icon: 'wallet', Screen: IncomeSection },
];

/** /agentHome: the agent centre. */
export default function AgentHomePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const policy = useContractPolicy();
  const sections = policy.data?.enableContract ? [...SECTIONS, ...CONTRACT_SECTIONS] : SECTIONS;
  const tab = params.get('tab');
  const current = sections.find((item) => item.key === tab) ?? SECTIONS[0]!;
  // A link to a contract section waits for the policy rather than showing another section first.
  const waiting = policy.isPending && CONTRACT_SECTIONS.some((item) => item.key === tab);
  const { Screen } = current;
  return (
    <div className={styles.centre}>
      <TabNav
        label={t('agent.centre')}
        items={sections.map((item) => ({
          key: item.key,
          icon: item.icon,
          label: t(`agent.menu.${item.key}`),
          // Contract requests waiting for my answer.
          badge: item.key === 'contracts' ? policy.data?.awaitingMe : undefined,
        }))}
        current={waiting && tab ? tab : current.key}
        classNames={{ nav: styles.menu, list: styles.menuList, link: styles.menuItem, badge: styles.badge }}
        badgeLabel={(count) => t('agent.contracts.awaiting', { count })}
      />
      <section className={styles.content} aria-labelledby="agent-section">
        <p className={styles.contentEyebrow}>{t('agent.centre')}</p>
        <h1 id="agent-section" className={styles.contentTitle}>
          {t(`agent.menu.${waiting && tab ? tab : current.key}`)}
        </h1>
        {waiting ? <ListSkeleton /> : <Screen />}
      </section>
    </div>
  );
}
