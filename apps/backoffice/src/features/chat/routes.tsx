import type { ConsoleRoute } from '../../app/console-route.ts';
import { ChatModerationPage } from './chat-moderation-page.tsx';
import { ChatSettingsPage } from './chat-settings-page.tsx';

export const chatRoutes: ConsoleRoute[] = [
  {
    path: 'chat',
    permission: 'chat.moderate',
    element: <ChatModerationPage />,
    nav: { label: 'chat.title', order: 37 },
  },
  {
    path: 'settings/chat',
    permission: 'chat.moderate',
    element: <ChatSettingsPage />,
    nav: { label: 'chat.settingsTitle', group: 'settings', order: 82 },
  },
];
