import type { Game, GameList, GameMenuEntry, VendorGame, WinnerEntry } from '@platform/contract/games';

/** A game as the catalog answers it; overrides pick what a test is about. */
export function game(nodeId: number, overrides: Partial<Game> = {}): Game {
  const name = overrides.gameName ?? `Game ${nodeId}`;
  return {
    nodeId,
    gameId: `g${nodeId}`,
    gameName: name,
    nodeName: name,
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassify: null,
    accountTypeName: 'PG Soft',
    isHot: false,
    isNew: false,
    supportPlay: 1,
    showIcon: true,
    iconUrl: `/images/DEMO_GAMES/PG/game-${nodeId}.png`,
    gameCode: `g${nodeId}`,
    isGame: 'GAME',
    ...overrides,
  };
}

export function vendor(
  code: string,
  gameType: VendorGame['gameType'],
  overrides: Partial<VendorGame> = {},
): VendorGame {
  return {
    vassalage: code,
    displayName: `${code} Studio`,
    gameType,
    lagerIcon: `/images/SUBMENU_IMG/STYLE4/${gameType}-${code}.png`,
    iconUrl: `/images/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${code}-DEFAULT.png`,
    walletMode: 'seamless',
    maintenance: false,
    ...overrides,
  };
}

/** The demo-like menu: slots (two vendors, two sub-types), fishing (one vendor, no sub-types), sports. */
export const gameMenus: GameMenuEntry[] = [
  { gameCategory: 'HOME', vendors: [], gameClassify: [] },
  { gameCategory: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('JDB', 'RNG')], gameClassify: ['JP', 'TG'] },
  { gameCategory: 'FISH', vendors: [vendor('JDB', 'FISH')], gameClassify: [] },
  { gameCategory: 'PROMO', vendors: [], gameClassify: [] },
  { gameCategory: 'FAV', vendors: [], gameClassify: [] },
];

export function gamePage(games: Game[], pageNo = 1, totalPages = 1): GameList {
  return { games, pageNo, pageSize: 28, total: games.length, totalPages };
}

export const winners: WinnerEntry[] = [
  {
    winAmount: 5_000,
    player: 'wi***e',
    gameName: 'Game 1',
    prize: 5_100,
    nodeId: 1,
    vassalage: 'PG',
    settledAt: '2026-11-24T10:00:00Z',
  },
  {
    winAmount: 90_000,
    player: 'bi***g',
    gameName: 'Game 2',
    prize: 90_200,
    nodeId: 2,
    vassalage: 'PG',
    settledAt: '2026-11-24T11:00:00Z',
  },
];
