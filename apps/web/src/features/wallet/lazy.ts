// The wallet feature's lazy entry for the shell: the header balance and the live socket load on demand,
// for members alone. Each loader stays an import() so each remains a chunk of its own: an entry that
// re-exported them statically would pull them into the first download with the header.
export const loadHeaderBalance = () => import('./components/header-balance.tsx');
export const loadWalletLive = () => import('./components/wallet-live.tsx');
