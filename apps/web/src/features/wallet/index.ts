// The wallet feature's public entry: the balance query, shared with in-house games and withdrawals.
// Its screens load through lazy.ts.
export { useWalletBalance, WALLET_BALANCE_KEY } from './api/use-wallet-balance.ts';
export { type Currency, Money, useCurrency } from './components/money.tsx';
