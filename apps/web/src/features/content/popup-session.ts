import type { Popup, PopupExecution } from '@platform/contract/content';
import { readItem, SESSION_KEYS, writeItem } from '../../lib/storage.ts';

/** The login state a pop-up flag belongs to (spec §4: once per session per login state). */
export interface PopupAudience {
  loggedIn: boolean;
  /** This session began with the member's first-time login (spec §4 execution F). */
  firstLogin: boolean;
}

function closedKey(loggedIn: boolean): string {
  return loggedIn ? SESSION_KEYS.userPopupClosed : SESSION_KEYS.anonymousPopupClosed;
}

/** True once this login state's pop-ups were closed in this session (USER_POPUP / ANONYMOUS_POPUP). */
export function isPopupClosed(loggedIn: boolean): boolean {
  return readItem('session', closedKey(loggedIn)) !== null;
}

export function markPopupClosed(loggedIn: boolean): void {
  writeItem('session', closedKey(loggedIn), '1');
}

export function readPopupAudience(loggedIn: boolean): PopupAudience {
  return { loggedIn, firstLogin: loggedIn && readItem('session', SESSION_KEYS.firstLogin) !== null };
}

/** Executions a login state sees: A logged in (plus F on a first-time login), B anonymous. */
export function popupExecutions({ loggedIn, firstLogin }: PopupAudience): PopupExecution[] {
  if (!loggedIn) return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

/** The pop-ups for this login state, whatever the server sent (it filters too). */
export function popupsFor(popups: readonly Popup[], audience: PopupAudience): Popup[] {
  const executions = popupExecutions(audience);
  return popups.filter((popup) => executions.includes(popup.execution));
}
