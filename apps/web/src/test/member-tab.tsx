import { callsTo, type RenderOptions, renderApp } from './render-app.tsx';

// What a member-centre test needs beside the opener, from one import.
export { envelope, errorEnvelope, type RenderOptions } from './render-app.tsx';

/**
 * A member-centre tab (spec §2 `/member?tab=…`) as a logged-in real member sees it, with `calls`
 * to read what the tab sent to one route ("METHOD /path").
 */
export function openMemberTab(tab: string, options: RenderOptions = {}) {
  const app = renderApp(`/member?tab=${tab}`, { token: 'tok-1', session: { memberType: '0' }, ...options });
  return { ...app, calls: (route: string) => callsTo(app.fetchMock, route) };
}
