import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import styles from './member-center-page.module.css';

/** The member centre menu of spec §2, in its order; the key is the spec's page name. */
const MENU: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'securityCenter', icon: 'user' },
  { key: 'transferFund', icon: 'wallet' },
  { key: 'depositv2', icon: 'download' },
  { key: 'withdraw', icon: 'wallet' },
  { key: 'transferUpline', icon: 'chevronRight' },
  { key: 'personalHistoryCopy', icon: 'ticket' },
  { key: 'transactionHistory', icon: 'clock' },
  { key: 'personalProfit', icon: 'trophy' },
  { key: 'bonusDetails', icon: 'gift' },
  { key: 'rewardCenter', icon: 'crown' },
  { key: 'referral', icon: 'gift' },
  { key: 'missionLeaderboard', icon: 'star' },
  { key: 'messageV2', icon: 'mail' },
  { key: 'manualRebate', icon: 'tag' },
];

/** MemberCenter (lazy area): ?tab= picks the section. */
export default function MemberCenterPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const tab = MENU.find((item) => item.key === params.get('tab')) ?? MENU[0]!;
  return (
    <Page>
      <PageHeader
        icon="user"
        eyebrow={t('member.eyebrow')}
        title={t('nav.member')}
        description={t('member.description')}
      />
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t('nav.member')}>
          <ul className={styles.list}>
            {MENU.map((item) => (
              <li key={item.key}>
                <Link
                  to={{ search: `?tab=${item.key}` }}
                  className={styles.item}
                  aria-current={item.key === tab.key ? 'page' : undefined}
                >
                  <Icon name={item.icon} size={18} />
                  <span>{t(`member.menu.${item.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.content} aria-labelledby="member-section-title">
          <h2 id="member-section-title" className={styles.sectionTitle}>
            <Icon name={tab.icon} size={22} />
            {t(`member.menu.${tab.key}`)}
          </h2>
          <EmptyState icon={tab.icon} />
        </section>
      </div>
    </Page>
  );
}
