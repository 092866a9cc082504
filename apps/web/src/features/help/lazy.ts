// The help feature's lazy entry: its page loads on demand, a chunk of its own.
export const loadHelpPage = () => import('./components/help-page.tsx');
