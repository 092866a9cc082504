import { createHash } from 'node:crypto';
import type { ErrorCode } from '@platform/contract/errors';
import type { Database } from '../../db/client.ts';
import type { BetEvents } from '../bets/bet-events.ts';
import type { MerchantVendorCache } from '../games/vendors.service.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';

/*
 * What every seamless wallet call shares: its dependencies, how it refuses, and how a refusal
 * thrown inside its transaction is carried out of it.
 */
export interface SeamlessDeps {
  db: Database;
  now: () => Date;
  walletEvents: WalletEvents;
  betEvents: BetEvents;
  /** Offered vendors per merchant (maintenance windows), shared with the catalog. */
  vendorCache?: MerchantVendorCache;
}

/** A refusal the vendor is told about with a stable code; `value` carries e.g. the balance. */
export type WalletRefusal = { ok: false; code: ErrorCode; message: string; value?: Record<string, unknown> };
export type Outcome<T> = { ok: true; value: T } | WalletRefusal;

export const refuse = (code: ErrorCode, message: string, value?: Record<string, unknown>): WalletRefusal => ({
  ok: false,
  code,
  message,
  value,
});

/** What must be equal for a repeated transaction id to be a replay and not a different call. */
export function fingerprintOf(parts: (string | number | null | undefined)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Thrown inside a transaction to roll it back and answer a refusal. */
export class Refused extends Error {
  constructor(readonly refusal: WalletRefusal) {
    super(refusal.message);
  }
}
