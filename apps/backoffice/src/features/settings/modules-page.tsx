import { Alert, Card, Loader, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { WhitelabelModule } from '@platform/contract/operators';
import { SITE_FEATURE_MODULES } from '@platform/contract/site-features';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useSetWhitelabelModule, useWhitelabelModules } from './api/use-whitelabel-modules.ts';
import { TimeZoneCard } from './time-zone-card.tsx';

/** Modules of player-site features not built yet: the operator is told before switching one on. */
const NOT_BUILT = new Set(SITE_FEATURE_MODULES.map((module) => module.modId));

/** The site's white-label modules (spec §3 flags) as the tree the site reads them in. */
export function ModulesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const modules = useWhitelabelModules();
  const setModule = useSetWhitelabelModule();
  const label = (modId: string) => t(`settings.modules.names.${modId}`, { defaultValue: modId });

  if (modules.isLoading) return <Loader />;
  if (modules.error) return <Alert color="red">{errorText(modules.error)}</Alert>;
  const all = modules.data ?? [];
  const roots = all.filter((module) => module.parentModId === null);
  const toggle = (module: WhitelabelModule, enabled: boolean) =>
    setModule.mutate({ modId: module.modId, enabled });

  return (
    <>
      <PageHeader title={t('settings.modules.title')} />
      <TimeZoneCard />
      <Text c="dimmed" mb="md">
        {t('settings.modules.hint')}
      </Text>
      <ErrorAlert error={setModule.error} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {roots.map((root) => (
          <Card key={root.modId} withBorder>
            <Switch
              label={<Text fw={600}>{label(root.modId)}</Text>}
              description={NOT_BUILT.has(root.modId) ? t('settings.modules.notBuilt') : undefined}
              checked={root.enabled}
              onChange={(event) => toggle(root, event.currentTarget.checked)}
            />
            <Stack gap="xs" mt="sm" pl="lg">
              {all
                .filter((child) => child.parentModId === root.modId)
                .map((child) => (
                  <Switch
                    key={child.modId}
                    label={label(child.modId)}
                    description={
                      child.enabled && !root.enabled
                        ? t('settings.modules.parentOff')
                        : NOT_BUILT.has(child.modId)
                          ? t('settings.modules.notBuilt')
                          : undefined
                    }
                    checked={child.enabled}
                    onChange={(event) => toggle(child, event.currentTarget.checked)}
                  />
                ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
