import type { ConsoleRoute } from '../../app/console-route.ts';
import { MessagesPage } from './messages-page.tsx';

export const messageRoutes: ConsoleRoute[] = [
  {
    path: 'messages',
    permission: 'messages.write',
    element: <MessagesPage />,
    // Beside the other ways of talking to players (chat moderation, feedback).
    nav: { label: 'messages.title', order: 39 },
  },
];
