import type { LaunchGame } from '@platform/contract/games';
import { readItem, SESSION_KEYS, writeItem } from './storage.ts';

/** The launch the /seamless page shows, kept for the tab so a reload keeps the game. */
export function saveGameLaunch(launch: LaunchGame): void {
  writeItem('session', SESSION_KEYS.gameLaunch, JSON.stringify(launch));
}

export function readGameLaunch(nodeId: number | null): LaunchGame | null {
  try {
    const launch = JSON.parse(readItem('session', SESSION_KEYS.gameLaunch) ?? 'null') as LaunchGame | null;
    return launch && (nodeId === null || launch.nodeId === nodeId) ? launch : null;
  } catch {
    // Unreadable (written by another version of the site): there is no game to show.
    return null;
  }
}

/**
 * A new, empty window for a game, or null when the browser blocked it. Empty, so it can be opened
 * within the click (browsers block windows opened later) and pointed at the game afterwards.
 */
export function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  // The vendor's page must not be able to navigate ours (reverse tabnabbing).
  if (opened) opened.opener = null;
  return opened;
}
