// The wallet feature's lazy entry for the member centre's wallet tabs and the agent centre's account
// details (the same account record), each a chunk of its own.
// Kept apart from lazy.ts on purpose: lazy.ts is part of the first download (the header imports it),
// and a module of the first download that a lazy chunk imports too makes the bundler (Rolldown) split
// shared code out of the first download into extra chunks.
export const loadWalletTab = () => import('./components/wallet-tab.tsx');
export const loadDepositTab = () => import('./components/deposit-tab.tsx');
export const loadUplineTransferTab = () => import('./components/upline-transfer-tab.tsx');
export const loadBetHistoryTab = () => import('./components/records/bet-history-tab.tsx');
export const loadTransactionHistoryTab = () => import('./components/records/transaction-history-tab.tsx');
export const loadProfitTab = () => import('./components/records/profit-tab.tsx');
export const loadBonusDetailsTab = () => import('./components/records/bonus-details-tab.tsx');
export const loadStatementTab = () => import('./components/records/statement-tab.tsx');
