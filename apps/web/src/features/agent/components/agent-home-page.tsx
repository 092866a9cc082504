import type { ContractKind, ContractPolicy } from '@platform/contract/agent-contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { IconName } from '../../../components/ui/icon.tsx';
import { createLazyArea } from '../../../components/ui/lazy-area.tsx';
import { ListSkeleton } from '../../../components/ui/list-states.tsx';
import { TabNav } from '../../../components/ui/tab-nav.tsx';
import { loadAnnouncementList } from '../../content/lazy-sections.ts';
import { loadTransactionHistoryTab } from '../../wallet/lazy-tabs.ts';
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

/** Another feature's screen, in a chunk of its own, loading in the list's skeleton. */
const lazySection = (load: Parameters<typeof createLazyArea<object>>[0]) =>
  createLazyArea(load, { fallback: <ListSkeleton /> });

/** My income narrowed to one kind, a section of its own (a component of its own, so its page restarts). */
function incomeOf(kind: ContractKind): ComponentType {
  return function IncomeOfKind() {
    return <IncomeSection onlyKind={kind} />;
  };
}

/**
 * The agent centre menu of spec §2 that every agent has; with the contract and salary sections
 * below, every entry of the menu is built. The announcements are the merchant's, as its pop-up
 * shows them; the register centre hands out the invitation and creates a downline directly; the
 * account details are the agent's own account record, the member centre's screen.
 */
const SECTIONS: ReadonlyArray<Section> = [
  { key: 'announcement', icon: 'megaphone', Screen: lazySection(loadAnnouncementList) },
  { key: 'teamOverview', icon: 'grid', Screen: TeamOverviewSection },
  { key: 'registerCentre', icon: 'user', Screen: RegisterCentreSection },
  { key: 'teamManagement', icon: 'crown', Screen: TeamManagementSection },
  { key: 'teamBetting', icon: 'ticket', Screen: TeamBettingSection },
  { key: 'teamTransaction', icon: 'clock', Screen: TeamTransactionSection },
  { key: 'userLoss', icon: 'flame', Screen: UserLossSection },
  { key: 'accountDetails', icon: 'inbox', Screen: lazySection(loadTransactionHistoryTab) },
];

/**
 * The contract sections (spec §4), listed only while the merchant has contracts switched on
 * (enableContract): a feature that is off is never shown. Bonus is my income's dividends alone.
 */
const CONTRACT_SECTIONS: ReadonlyArray<Section> = [
  { key: 'contracts', icon: 'shield', Screen: ContractsSection },
  { key: 'myIncome', icon: 'wallet', Screen: IncomeSection },
  { key: 'bonus', icon: 'gift', Screen: incomeOf('dividend') },
];

/** The salaries, each my income's one kind, listed only while salaries are on too (enableSalary). */
const SALARY_SECTIONS: ReadonlyArray<Section> = [
  { key: 'dailyWages', icon: 'sun', Screen: incomeOf('dailyWage') },
  { key: 'hourlySalary', icon: 'clock', Screen: incomeOf('hourlySalary') },
  { key: 'realtimeSalary', icon: 'refresh', Screen: incomeOf('realtimeSalary') },
];

/** The sections the merchant's switches allow; until they are known, those that need none. */
function sectionsOf(policy: ContractPolicy | undefined): ReadonlyArray<Section> {
  if (!policy?.enableContract) return SECTIONS;
  return [...SECTIONS, ...CONTRACT_SECTIONS, ...(policy.enableSalary ? SALARY_SECTIONS : [])];
}

/** /agentHome: the agent centre. */
export default function AgentHomePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const policy = useContractPolicy();
  const sections = sectionsOf(policy.data);
  const tab = params.get('tab');
  const current = sections.find((item) => item.key === tab) ?? SECTIONS[0]!;
  // A link to a contract or salary section waits for the policy rather than showing another first.
  const waiting =
    policy.isPending && [...CONTRACT_SECTIONS, ...SALARY_SECTIONS].some((item) => item.key === tab);
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
