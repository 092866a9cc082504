import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import { useSession } from '../../../lib/session.ts';
import styles from './agent.module.css';

/**
 * The earnings the programme advertises. A kind joins this list when its settlement pays it (issue
 * 18's contracts); until then the page promises none, rather than salaries nobody is paid.
 */
const PAID_BENEFITS: ReadonlyArray<{ key: 'dividend' | 'daily' | 'hourly' | 'realtime'; icon: IconName }> =
  [];

/** /agent: the agent programme's front door, in the agent layout. */
export default function AgentPage({ brand }: { brand: string }) {
  const { t } = useTranslation('pages');
  const session = useSession();
  const { open } = useAuthModal();
  const loggedIn = session.token !== null;
  const knownNotAgent = loggedIn && session.memberType !== null && !session.isAgent;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="agent-title">
        <p className={styles.eyebrow}>{t('agent.eyebrow', { brand })}</p>
        <h1 id="agent-title" className={styles.heroTitle}>
          {t('agent.title')}
        </h1>
        <p className={styles.heroText}>{t('agent.description')}</p>
        <div className={styles.actions}>
          {knownNotAgent ? (
            <p className={styles.notice} role="status">
              {t('agent.not_agent')}
            </p>
          ) : loggedIn ? (
            <Link to="/agentHome" className={buttonClass('primary', 'lg')}>
              {t('agent.enter')}
            </Link>
          ) : (
            <Button size="lg" onClick={() => open('login')}>
              {t('agent.login')}
            </Button>
          )}
        </div>
      </section>
      {PAID_BENEFITS.length > 0 ? (
        <ul className={styles.benefits}>
          {PAID_BENEFITS.map((benefit) => (
            <li key={benefit.key} className={styles.benefit}>
              <span className={styles.benefitIcon} aria-hidden="true">
                <Icon name={benefit.icon} size={24} />
              </span>
              <h2 className={styles.benefitTitle}>{t(`agent.benefits.${benefit.key}.title`)}</h2>
              <p className={styles.benefitText}>{t(`agent.benefits.${benefit.key}.text`)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
