import type { ConsoleRoute } from '../../app/console-route.ts';
import { FeedbackPage } from './feedback-page.tsx';
import { FeedbackSettingsPage } from './feedback-settings-page.tsx';

export const feedbackRoutes: ConsoleRoute[] = [
  {
    path: 'feedback',
    permission: 'support.reply',
    element: <FeedbackPage />,
    nav: { label: 'feedback.title', order: 38 },
  },
  {
    path: 'settings/feedback',
    permission: 'settings.write',
    element: <FeedbackSettingsPage />,
    nav: { label: 'feedback.settingsTitle', group: 'settings', order: 81 },
  },
];
