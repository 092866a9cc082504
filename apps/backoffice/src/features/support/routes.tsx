import type { ConsoleRoute } from '../../app/console-route.ts';
import { CannedRepliesPage } from './canned-replies-page.tsx';
import { SupportInboxPage } from './support-inbox-page.tsx';

export const supportRoutes: ConsoleRoute[] = [
  {
    path: 'support',
    permission: 'support.reply',
    element: <SupportInboxPage />,
    nav: { label: 'support.inboxTitle', order: 37 },
  },
  {
    path: 'support/canned',
    permission: 'support.reply',
    element: <CannedRepliesPage />,
    nav: { label: 'support.cannedPageTitle', order: 39 },
  },
];
