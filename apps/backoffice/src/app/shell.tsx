import {
  AppShell,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  SegmentedControl,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterLink } from 'react-router';
import { useLogout } from '../features/auth/api/use-login.ts';
import { useCan, useMe } from '../features/auth/api/use-me.ts';
import {
  CONSOLE_LANGUAGES,
  type ConsoleLanguage,
  currentLanguage,
  LANGUAGE_LABELS,
  setLanguage,
} from '../lib/i18n.ts';
import { CONSOLE_ROUTES } from './feature-routes.ts';
import { menuOf } from './menu.ts';

/** The console frame: the sections this operator may use, who is signed in, language and theme. */
export function Shell() {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure();
  const { data: me } = useMe();
  const can = useCan();
  const logout = useLogout();
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.menu')} />
            <Title order={4}>{t('app.title')}</Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SegmentedControl
              size="xs"
              aria-label={t('app.language')}
              value={currentLanguage()}
              onChange={(value) => void setLanguage(value as ConsoleLanguage)}
              data={CONSOLE_LANGUAGES.map((language) => ({
                value: language,
                label: LANGUAGE_LABELS[language],
              }))}
            />
            <SegmentedControl
              size="xs"
              aria-label={t('app.theme')}
              value={colorScheme === 'dark' ? 'dark' : 'light'}
              onChange={(value) => setColorScheme(value as 'dark' | 'light')}
              data={[
                { value: 'light', label: t('app.light') },
                { value: 'dark', label: t('app.dark') },
              ]}
            />
            {me && (
              <Text size="sm" c="dimmed" data-testid="operator-name">
                {me.username} · {t(`roles.${me.role}`)}
              </Text>
            )}
            <Button variant="subtle" size="xs" onClick={() => logout.mutate()}>
              {t('app.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.menu')}>
        <AppShell.Section grow component={ScrollArea}>
          {menuOf(CONSOLE_ROUTES, can).map((entry) =>
            'items' in entry ? (
              <NavLink key={entry.group} label={t(`nav.groups.${entry.group}`)} defaultOpened>
                {entry.items.map((item) => (
                  <NavLink
                    key={item.path}
                    component={RouterLink}
                    to={`/${item.path}`}
                    label={t(item.label)}
                  />
                ))}
              </NavLink>
            ) : (
              <NavLink key={entry.path} component={RouterLink} to={`/${entry.path}`} label={t(entry.label)} />
            ),
          )}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
