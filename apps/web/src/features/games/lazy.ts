// The games feature's lazy entry. Every games screen loads on demand: each loader stays an import()
// so each screen remains a chunk of its own.
export const loadGameCenterPage = () => import('./components/game-center-page.tsx');
export const loadGameListCenterPage = () => import('./components/game-list-center-page.tsx');
export const loadAccountGamePage = () => import('./components/account-game-page.tsx');
export const loadInHouseLobbyPage = () => import('./components/in-house-page.tsx');
export const loadHomeGames = () => import('./components/home-games.tsx');
