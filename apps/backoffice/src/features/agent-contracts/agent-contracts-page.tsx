import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useCan } from '../auth/api/use-me.ts';
import { ContractsPanel } from './contracts-panel.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';

const TABS = ['contracts', 'payouts', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * Agent contracts: every contract of the merchant with the operator's actions, the settlements'
 * payouts (reports.read) and the switches and maximum rates. The open tab is kept in the address.
 */
export function AgentContractsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const shown = TABS.filter((tab) => tab !== 'payouts' || can('reports.read'));
  const asked = params.get('tab');
  const tab: Tab = shown.find((one) => one === asked) ?? 'contracts';
  return (
    <>
      <PageHeader title={t('agentContracts.title')} />
      <Text c="dimmed" mb="md">
        {t('agentContracts.hint')}
      </Text>
      {/* A tab mounts only while it is open: its list is read when it is looked at. */}
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'contracts' ? { tab: next } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {shown.map((one) => (
            <Tabs.Tab key={one} value={one}>
              {t(`agentContracts.tabs.${one}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="contracts">
          <ContractsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="payouts">
          <PayoutsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
