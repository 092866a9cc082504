import type { ConsoleRoute } from '../../app/console-route.ts';
import { AccountPolicyPage } from './account-policy-page.tsx';
import { BrandPage } from './brand-page.tsx';
import { CdnsPage } from './cdns-page.tsx';
import { LinesPage } from './lines-page.tsx';
import { MaintenanceRegionsPage } from './maintenance-regions-page.tsx';
import { ModulesPage } from './modules-page.tsx';
import { RegisterRulesPage } from './register-rules-page.tsx';
import { SocialLinksPage } from './social-links-page.tsx';

export const settingsRoutes: ConsoleRoute[] = [
  {
    path: 'settings/brand',
    permission: 'settings.write',
    element: <BrandPage />,
    nav: { label: 'settings.brand.title', group: 'settings', order: 5 },
  },
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
  {
    path: 'settings/maintenance',
    permission: 'settings.write',
    element: <MaintenanceRegionsPage />,
    nav: { label: 'settings.maintenance.pageTitle', group: 'settings', order: 40 },
  },
  {
    path: 'settings/social-links',
    permission: 'settings.write',
    element: <SocialLinksPage />,
    nav: { label: 'settings.social.title', group: 'settings', order: 50 },
  },
  {
    path: 'settings/lines',
    permission: 'settings.write',
    element: <LinesPage />,
    nav: { label: 'settings.lines.title', group: 'settings', order: 60 },
  },
  {
    path: 'settings/cdns',
    permission: 'settings.write',
    element: <CdnsPage />,
    nav: { label: 'settings.cdns.title', group: 'settings', order: 70 },
  },
];
