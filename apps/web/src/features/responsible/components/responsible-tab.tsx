import type { ResponsibleOverview } from '@platform/contract/responsible';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Inset, InsetStack } from '../../../components/ui/panel.tsx';
import { useCurrency } from '../../wallet/index.ts';
import { useResponsibleOverview } from '../api/use-responsible-overview.ts';
import { LimitsSection } from './limits-section.tsx';
import styles from './responsible.module.css';
import { SessionSettings } from './session-settings.tsx';
import { TakeABreak } from './take-a-break.tsx';

/** Organisations that help with gambling problems, from the server's list (each opens on its own site). */
function HelpLinks({ organisations }: { organisations: ResponsibleOverview['helpOrganisations'] }) {
  const { t } = useTranslation('pages');
  return (
    <Inset icon="help" title={t('responsible.help_title')}>
      <p className={styles.muted}>{t('responsible.help_hint')}</p>
      <ul className={styles.help}>
        {organisations.map((organisation) => (
          <li key={organisation.url}>
            <a href={organisation.url} target="_blank" rel="noopener noreferrer">
              <Icon name="globe" size={16} />
              {organisation.name}
            </a>
          </li>
        ))}
      </ul>
    </Inset>
  );
}

/** Responsible gambling rules ask for the activity statement to be at hand here. */
function StatementLink() {
  const { t } = useTranslation('pages');
  return (
    <Inset icon="clock" title={t('responsible.statement_title')}>
      <p className={styles.muted}>{t('responsible.statement_hint')}</p>
      <Link to="/member?tab=accountStatement">{t('responsible.statement_link')}</Link>
    </Inset>
  );
}

/** The member centre's Responsible gaming tab: limits, time limits, breaks and where to find help. */
export default function ResponsibleTab() {
  const overview = useResponsibleOverview();
  const currency = useCurrency();
  if (overview.isError) return <ListError error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data || !currency) return <ListSkeleton rows={3} />;
  return (
    <InsetStack>
      <LimitsSection overview={overview.data} currency={currency} />
      <SessionSettings overview={overview.data} />
      <TakeABreak />
      <StatementLink />
      <HelpLinks organisations={overview.data.helpOrganisations} />
    </InsetStack>
  );
}
