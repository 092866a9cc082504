import type { ConsoleRoute } from '../../app/console-route.ts';
import { AccountPolicyPage } from './account-policy-page.tsx';
import { ModulesPage } from './modules-page.tsx';
import { RegisterRulesPage } from './register-rules-page.tsx';

export const settingsRoutes: ConsoleRoute[] = [
  {
    path: 'settings/site',
    permission: 'settings.write',
    element: <ModulesPage />,
    nav: { label: 'settings.modules.title', group: 'settings', order: 10 },
  },
  {
    path: 'settings/registration',
    permission: 'settings.write',
    element: <RegisterRulesPage />,
    nav: { label: 'settings.rules.title', group: 'settings', order: 20 },
  },
  {
    path: 'settings/accounts',
    permission: 'settings.write',
    element: <AccountPolicyPage />,
    nav: { label: 'settings.policy.title', group: 'settings', order: 30 },
  },
];
