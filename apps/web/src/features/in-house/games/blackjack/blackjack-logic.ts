import type { InHouseRound } from '@platform/contract/in-house';
import type {
  BlackjackAction,
  BlackjackHand,
  BlackjackPublicView,
  HandOutcome,
} from '@platform/games/blackjack/blackjack';

/** The order the action buttons stand in: the insurance answer first when offered, then play. */
export const ACTION_ORDER: readonly BlackjackAction[] = [
  'insurance',
  'no-insurance',
  'hit',
  'stand',
  'double',
  'split',
];

/** The keyboard shortcut of each action (the button shows it too). */
export const ACTION_KEYS: Readonly<Record<BlackjackAction, string>> = {
  hit: 'H',
  stand: 'S',
  double: 'D',
  split: 'P',
  insurance: 'I',
  'no-insurance': 'N',
};

const isAction = (value: string): value is BlackjackAction =>
  (ACTION_ORDER as readonly string[]).includes(value);

/** The buttons to show: exactly the legal actions the server sent, in a steady order. */
export function actionButtons(legalActions: readonly string[]): BlackjackAction[] {
  const legal = new Set(legalActions.filter(isAction));
  return ACTION_ORDER.filter((action) => legal.has(action));
}

/** The legal action a key press asks for, or null (case-insensitive; modifier keys are the caller's). */
export function actionForKey(key: string, legalActions: readonly string[]): BlackjackAction | null {
  const wanted = key.toUpperCase();
  return actionButtons(legalActions).find((action) => ACTION_KEYS[action] === wanted) ?? null;
}

/** What an action adds to the stake: a double or a split takes the round's stake again, insurance its cost. */
export function actionCost(
  view: Pick<BlackjackPublicView, 'stake' | 'insurance'>,
  action: BlackjackAction,
): number {
  if (action === 'double' || action === 'split') return view.stake;
  if (action === 'insurance') return view.insurance?.cost ?? 0;
  return 0;
}

/** A round's outcome read as the player's view of a blackjack round, or null when it is not one. */
export function asBlackjackView(outcome: unknown): BlackjackPublicView | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const view = outcome as Partial<BlackjackPublicView>;
  if (
    !Array.isArray(view.hands) ||
    typeof view.dealer !== 'object' ||
    view.dealer === null ||
    !Array.isArray(view.dealer.cards) ||
    !Array.isArray(view.legalActions) ||
    typeof view.phase !== 'string'
  )
    return null;
  return view as BlackjackPublicView;
}

/**
 * The round to resume on arrival: the newest blackjack round of the member's recent rounds (newest
 * first), when it is still open. An older open one cannot exist (a new round needs the last closed).
 */
export function roundToResume(rounds: readonly InHouseRound[] | undefined): InHouseRound | null {
  const newest = rounds?.find((round) => round.game === 'blackjack');
  return newest?.status === 'open' ? newest : null;
}

/** How a finished hand is told: its outcome, and what it brought back over its stake. */
export interface HandResult {
  outcome: HandOutcome;
  /** What the hand gave back (stake included); 0 when lost. */
  returned: number;
  /** Returned minus staked: positive on a win, 0 on a push, minus the stake on a loss. */
  net: number;
}

export function handResult(hand: BlackjackHand): HandResult | null {
  if (hand.outcome === null || hand.returned === null) return null;
  return { outcome: hand.outcome, returned: hand.returned, net: hand.returned - hand.stake };
}

/** The round's net result for the member once settled: everything returned less everything staked. */
export function roundNet(view: Pick<BlackjackPublicView, 'totalReturn' | 'totalStaked'>): number | null {
  return view.totalReturn === null ? null : view.totalReturn - view.totalStaked;
}
