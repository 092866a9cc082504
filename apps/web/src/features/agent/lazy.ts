// The agent area's lazy entry. Its pages load on demand: each loader stays an import() so the page
// remains a chunk of its own.
export const loadAgentPage = () => import('./components/agent-page.tsx');
export const loadAgentHomePage = () => import('./components/agent-home-page.tsx');
