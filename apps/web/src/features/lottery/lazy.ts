// The lottery feature's lazy entry: its page loads on demand, a chunk of its own.
export const loadLotteryPage = () => import('./components/lottery-page.tsx');
