// The agent area's lazy entry. Its pages load on demand: each loader stays an import() so the page
// remains a chunk of its own.
export const loadAgentPage = () => import('./components/agent-page.tsx');
export const loadAgentHomePage = () => import('./components/agent-home-page.tsx');
// The contract modal (spec §2): mounted over every page for a logged-in agent.
export const loadContractModal = () => import('./components/contract-modal.tsx');
