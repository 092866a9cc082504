import type { SiteFeature } from '@platform/contract/site-features';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { createLazyArea } from '../../../components/ui/lazy-area.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TabNav } from '../../../components/ui/tab-nav.tsx';
import { isTrialSession, useSession } from '../../../lib/session.ts';
import { loadFeedbackTab } from '../../feedback/lazy.ts';
import { loadVerificationTab } from '../../kyc/lazy.ts';
import { loadMessagesTab } from '../../messages/lazy.ts';
import { loadResponsibleTab } from '../../responsible/lazy.ts';
import {
  loadBetHistoryTab,
  loadBonusDetailsTab,
  loadDepositTab,
  loadProfitTab,
  loadStatementTab,
  loadTransactionHistoryTab,
  loadUplineTransferTab,
  loadWalletTab,
} from '../../wallet/lazy-tabs.ts';
import { loadWithdrawTab } from '../../withdrawals/lazy.ts';
import styles from './member-center-page.module.css';
import { SecurityCenter } from './security/security-center.tsx';

const tabLoader = <div className={styles.tabLoader} aria-busy="true" />;
const lazyTab = (load: Parameters<typeof createLazyArea<object>>[0]) =>
  createLazyArea(load, { fallback: tabLoader });

/** The wallet tabs, each its own chunk: the member centre opens on the security centre. */
const WALLET_TABS: Partial<Record<string, (props: object) => ReactNode>> = {
  transferFund: lazyTab(loadWalletTab),
  depositv2: lazyTab(loadDepositTab),
  withdraw: lazyTab(loadWithdrawTab),
  transferUpline: lazyTab(loadUplineTransferTab),
  personalHistoryCopy: lazyTab(loadBetHistoryTab),
  transactionHistory: lazyTab(loadTransactionHistoryTab),
  personalProfit: lazyTab(loadProfitTab),
  accountStatement: lazyTab(loadStatementTab),
  bonusDetails: lazyTab(loadBonusDetailsTab),
  verification: lazyTab(loadVerificationTab),
  responsibleGaming: lazyTab(loadResponsibleTab),
  feedback: lazyTab(loadFeedbackTab),
  messageV2: lazyTab(loadMessagesTab),
};

/**
 * The member centre menu of spec §2, in its order; the key is the spec's page name. A tab with a
 * feature is one not built yet (site-features.ts): listed only while the operator has it on.
 * A real-money tab (the account statement) is never listed for a trial member.
 */
const MENU = [
  { key: 'securityCenter', icon: 'shield' },
  { key: 'verification', icon: 'user' },
  { key: 'transferFund', icon: 'wallet' },
  { key: 'depositv2', icon: 'download' },
  { key: 'withdraw', icon: 'wallet' },
  { key: 'transferUpline', icon: 'chevronRight' },
  { key: 'personalHistoryCopy', icon: 'ticket' },
  { key: 'transactionHistory', icon: 'clock' },
  { key: 'personalProfit', icon: 'trophy' },
  { key: 'accountStatement', icon: 'copy', realMoney: true },
  { key: 'bonusDetails', icon: 'gift' },
  { key: 'responsibleGaming', icon: 'heart' },
  // Spec §2 names feedback among the screens: complaints concern a real account, so members only.
  { key: 'feedback', icon: 'inbox' },
  { key: 'rewardCenter', icon: 'crown', feature: 'rewardCenter' },
  { key: 'referral', icon: 'gift', feature: 'referral' },
  { key: 'missionLeaderboard', icon: 'star', feature: 'missions' },
  { key: 'messageV2', icon: 'mail' },
  { key: 'manualRebate', icon: 'tag', feature: 'manualRebate' },
] as const satisfies ReadonlyArray<{ key: string; icon: IconName; feature?: SiteFeature; realMoney?: true }>;

export type MemberPage = (typeof MENU)[number]['key'];

/** Spec §2: red count badges on missions, messages and rewards; their issues supply the counts. */
export type MemberBadges = Partial<Record<'missionLeaderboard' | 'messageV2' | 'rewardCenter', number>>;

interface MemberCenterPageProps {
  imageBaseUrl: string;
  /** Whether the operator has a feature not built yet switched on. */
  isFeatureOn: (feature: SiteFeature) => boolean;
  badges?: MemberBadges;
}

/** MemberCenter (lazy area): ?tab= picks the section; a hidden tab's link opens the first one. */
export default function MemberCenterPage({ imageBaseUrl, isFeatureOn, badges = {} }: MemberCenterPageProps) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const trial = isTrialSession(useSession());
  const menu = MENU.filter(
    (item) => (!('feature' in item) || isFeatureOn(item.feature)) && !(trial && 'realMoney' in item),
  );
  const tab = menu.find((item) => item.key === params.get('tab')) ?? MENU[0];
  const counts: Partial<Record<string, number>> = badges;
  const WalletTab = WALLET_TABS[tab.key];
  return (
    <Page>
      <PageHeader
        icon="user"
        eyebrow={t('member.eyebrow')}
        title={t('nav.member')}
        description={t('member.description')}
      />
      <div className={styles.layout}>
        <TabNav
          label={t('nav.member')}
          items={menu.map((item) => ({
            key: item.key,
            icon: item.icon,
            label: t(`member.menu.${item.key}`),
            badge: counts[item.key],
          }))}
          current={tab.key}
          classNames={{ nav: styles.menu, list: styles.list, link: styles.item, badge: styles.badge }}
          badgeLabel={(count) => t('member.badge', { count })}
        />
        <section className={styles.content} aria-labelledby="member-section-title">
          <h2 id="member-section-title" className={styles.sectionTitle}>
            <Icon name={tab.icon} size={22} />
            {t(`member.menu.${tab.key}`)}
          </h2>
          {tab.key === 'securityCenter' ? (
            <SecurityCenter imageBaseUrl={imageBaseUrl} />
          ) : WalletTab ? (
            <WalletTab key={tab.key} />
          ) : (
            <EmptyState icon={tab.icon} />
          )}
        </section>
      </div>
    </Page>
  );
}
