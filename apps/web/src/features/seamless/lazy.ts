// The seamless game feature's lazy entry: its page loads on demand, a chunk of its own.
export const loadSeamlessPage = () => import('./components/seamless-page.tsx');
