// The games feature's public entry: the game menu, whose categories and vendors other screens
// offer as choices (the agent centre's filters). Its screens load through lazy.ts.
export { useGameMenus } from './api/use-game-menus.ts';
