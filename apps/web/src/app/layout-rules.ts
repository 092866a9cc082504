import { type UIMatch, useMatches } from 'react-router';

/** Per-route layout switches, declared in the route table's `handle`. */
export interface LayoutHandle {
  footer?: false;
  sideMenu?: false;
}

function handleOf(match: UIMatch): LayoutHandle {
  return (match.handle ?? {}) as LayoutHandle;
}

/** Spec §2: lottery and seamless pages have no footer; game pages hide the side menu. */
export function useLayoutRules(): { footer: boolean; sideMenu: boolean } {
  const matches = useMatches();
  return {
    footer: !matches.some((match) => handleOf(match).footer === false),
    sideMenu: !matches.some((match) => handleOf(match).sideMenu === false),
  };
}

export const GAME_PAGE_LAYOUT: LayoutHandle = { footer: false, sideMenu: false };

/**
 * In-house game pages: no side menu, so the table gets the width it needs, but the footer stays:
 * unlike a framed vendor game the page scrolls on to the history and fairness panels, and ends
 * like every other page of the site (VISUAL.md layout).
 */
export const IN_HOUSE_GAME_LAYOUT: LayoutHandle = { sideMenu: false };
