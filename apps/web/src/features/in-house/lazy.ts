// The in-house games feature's lazy entry: the game page loads on demand (and each game is a further
// chunk of its own). The loader stays an import() so the page remains a chunk of its own.
export const loadInHouseGamePage = () => import('./in-house-game-page.tsx');
