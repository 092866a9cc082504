// The withdrawals feature's lazy entry: the withdraw tab loads on demand, a chunk of its own.
export const loadWithdrawTab = () => import('./components/withdraw-tab.tsx');
