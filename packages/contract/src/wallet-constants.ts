/**
 * Wallet constants the browser needs without zod (the live-balance client sits in a small chunk):
 * the §4 transaction notices and the close codes of the /ws socket.
 */

/** Spec §4 transaction notices, sent to the member as they happen. */
export const WALLET_NOTICES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
] as const;
export type WalletNotice = (typeof WALLET_NOTICES)[number];

/** The member's wallets the site shows: real money in `cash`, free play money in `trial` (DESIGN §5). */
export const WALLET_KINDS = ['cash', 'bonus', 'points', 'trial', 'withdrawal_hold', 'commission'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * Why the server closed the socket (4000-4999 are the application's own range). A client retries
 * after any other close, but never with a token the server refused.
 */
export const SOCKET_CLOSE = {
  /** The first message was not `{ type: 'auth', token }`. */
  BAD_MESSAGE: 4400,
  /** The token is unknown, expired, revoked, or belongs to another site. */
  UNAUTHORIZED: 4401,
  /** No auth message arrived in time. */
  AUTH_TIMEOUT: 4408,
} as const;

/** How long the server waits for the auth message, and how often it checks the connection is alive. */
export const SOCKET_TIMING = {
  authTimeoutMs: 10_000,
  heartbeatMs: 30_000,
} as const;

/** The main wallet's code in consolidated funds' `wallets`. */
export const MAIN_WALLET = 'MAIN';

/** Transfers inside the agent tree (spec §1, §6): members and agents to their upline, agents to a downline. */
export const TRANSFER_PATHS = {
  upline: '/wps/member/transfer/upline',
  downline: '/wps/agent/transfer/downline',
} as const;

/** The member centre's records (spec §2): account record, betting record, personal profit and loss. */
export const RECORD_PATHS = {
  transactions: '/wps/member/records/transactions',
  bets: '/wps/member/records/bets',
  profit: '/wps/member/records/profit',
  /** The monthly account statement (credit report), and the same as a PDF file. */
  statement: '/wps/member/records/statement',
  statementPdf: '/wps/member/records/statement.pdf',
} as const;

/** The longest range one query may cover; the screens offer a week and 30 days (spec §9). */
export const RECORD_MAX_RANGE_DAYS = 93;
export const RECORD_PAGE_SIZES = [10, 20, 50] as const;

/**
 * What a ledger movement was, as the account record labels it. New kinds are added here first, so
 * every movement a member can see has a translated label.
 */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal_request',
  'withdrawal_rejected',
  'withdrawal_refund',
  'transfer_upline',
  'transfer_downline',
  'transfer_to_vendor',
  'transfer_from_vendor',
  'bet',
  'win',
  'bet_refund',
  'bonus',
  'commission',
  'adjustment',
  'agent_salary',
  'agent_dividend',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The account statement's lines, in the order every statement (screens and PDF) lists them. */
export const STATEMENT_LINES = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'other'] as const;

/** Every `YYYY-MM` month from `first` to `last`, newest first: the months a statement exists for. */
export function statementMonths(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = last.split('-').map(Number) as [number, number];
  // A hundred years at most, whatever the input.
  for (let guard = 0; guard < 1200; guard += 1) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current < first) break;
    months.push(current);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}
