import type { ConsoleRoute } from '../../app/console-route.ts';
import { ContentListPage } from './components/content-list-page.tsx';
import { CONTENT_KINDS } from './content-kinds.ts';

/** One screen per kind of content, all drawn by the same list and editor. */
export const contentRoutes: ConsoleRoute[] = CONTENT_KINDS.map((kind, index) => ({
  path: kind.route,
  permission: 'content.write',
  element: <ContentListPage key={kind.key} kind={kind} />,
  nav: { label: `content.kinds.${kind.key}.title`, group: 'content', order: (index + 1) * 10 },
}));
