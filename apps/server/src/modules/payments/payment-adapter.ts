import type { DepositAction, PaymentChannelKind } from '@platform/contract/payments';
import type { ChannelSettings } from './payments.tables.ts';

/** The channel a deposit goes through, as an adapter needs it. */
export interface AdapterChannel {
  id: number;
  code: string;
  kind: PaymentChannelKind;
  settings: ChannelSettings;
}

export interface CreateDepositRequest {
  channel: AdapterChannel;
  orderNo: string;
  amount: number;
  currency: { code: string; exponent: number };
  memberReference: string | null;
  /** Where the member's browser comes back to after the gateway's page. */
  returnPath: string;
}

/** A verified callback: what the gateway says happened to one of our orders. */
export interface GatewayCallback {
  orderNo: string;
  gatewayReference: string;
  amount: number;
  outcome: 'success' | 'failed';
}

export type CallbackVerification =
  | { ok: true; callback: GatewayCallback }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' | 'unsupported' };

export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: the signature covers these bytes, not a re-serialisation. */
  rawBody: Buffer;
}

export interface PayoutRequest {
  channel: AdapterChannel;
  orderNo: string;
  amount: number;
  beneficiary: { bankName: string; accountName: string; accountNumber: string };
}

/** manual: an operator pays by hand; submitted: the gateway took it and will call back. */
export type PayoutResult =
  | { ok: true; mode: 'manual' | 'submitted'; gatewayReference: string | null }
  | { ok: false; code: 'UNSUPPORTED' | 'GATEWAY_ERROR'; message: string };

/**
 * One way money reaches us (and, later, leaves us). The deposit service owns the records and the
 * ledger; an adapter only speaks the channel's protocol, so adding a gateway touches nothing else.
 */
export interface PaymentChannelAdapter {
  readonly kind: PaymentChannelKind;
  /** True when the member must give the reference written on the transfer. */
  readonly requiresReference: boolean;
  /** The member's next step: instructions for an offline transfer, or the gateway's page. */
  createDeposit(request: CreateDepositRequest): DepositAction;
  /** Checks a callback's signature and freshness before anything in it is believed. */
  verifyCallback(request: CallbackRequest): CallbackVerification;
  /** For withdrawals (a later part of issue 4). */
  createPayout(request: PayoutRequest): Promise<PayoutResult>;
}

export type PaymentAdapters = ReadonlyMap<PaymentChannelKind, PaymentChannelAdapter>;
