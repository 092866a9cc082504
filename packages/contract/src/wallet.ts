import { z } from 'zod';
import { ChatClientMessageSchemas, ChatServerMessageSchemas } from './chat.ts';
import { SupportSocketMessageSchema } from './support.ts';
import { text } from './text.ts';
import { MoneyAmountSchema, RequestIdSchema } from './transfers.ts';
import { MAIN_WALLET, WALLET_KINDS, WALLET_NOTICES } from './wallet-constants.ts';

/**
 * The wallet as the member reads it (spec §2 header balance, §3 public state `balance` and
 * `currencySymbol`, §7 wallet calls) and the events of the /ws socket (§4 transaction notices).
 * Amounts are safe integers in the merchant currency's minor units (DESIGN §5): the client divides
 * by 10^currencyExponent for display and never does arithmetic on floats.
 */

const MinorUnits = z.number().int();

/** The merchant's currency, beside every amount so the client can format it. */
export const CurrencySchema = z.object({
  currencyCode: text(),
  currencySymbol: text(),
  /** Digits after the decimal point: an amount of 12345 with exponent 2 is 123.45. */
  currencyExponent: z.number().int().min(0),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const WalletKindSchema = z.enum(WALLET_KINDS);

/** `/wps/v2/wallets/balance`: the header's balance; a trial member's is the free play wallet. */
export const WalletBalanceSchema = CurrencySchema.extend({
  balance: MinorUnits,
  /** `cash` for members and agents, `trial` for free play: the two never mix. */
  wallet: z.enum(['cash', 'trial']),
  /** Spec §3 public state: platform messages not yet read (always 0 for a trial member, §6). */
  unreadMessage: z.number().int().min(0),
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

/**
 * `/wps/member/info/funds/consolidated`: everything the member holds, across wallets: the main
 * wallet first, then one per transfer-mode vendor the merchant offers (zero until first used).
 */
export const ConsolidatedFundsSchema = CurrencySchema.extend({
  /** Spendable money: the main wallet plus any vendor wallets. */
  total: MinorUnits,
  /** `name` is the vendor's display name; the client names the main wallet in its own language. */
  wallets: z.array(z.object({ code: text(), name: text(), balance: MinorUnits })),
  bonus: MinorUnits,
  /** Requested withdrawals not yet paid out: still the member's, not spendable. */
  withdrawalHold: MinorUnits,
  commission: MinorUnits,
});
export type ConsolidatedFunds = z.infer<typeof ConsolidatedFundsSchema>;

export { MAIN_WALLET };

/**
 * Merchant wallet (spec §7, `isSingle`): true when every game plays from the one main wallet
 * (seamless), false when some vendor keeps its own wallet that money is transferred to and from.
 */
export const MerchantWalletSchema = z.object({ isSingle: z.boolean() });
export type MerchantWallet = z.infer<typeof MerchantWalletSchema>;

/** A wallet's code: `MAIN`, or the code of a transfer-mode vendor (spec `vassalage`). */
export const WalletCodeSchema = text().regex(/^[A-Z0-9_]{2,32}$/, 'Use a wallet code such as MAIN or PT');

/**
 * `/wps/relay/GCS_walletTransfer`: moves money between the main wallet and one vendor wallet, in
 * either direction. One side is always the main wallet; the request id makes a retry harmless.
 */
export const WalletTransferSchema = z
  .strictObject({
    from: WalletCodeSchema,
    to: WalletCodeSchema,
    amount: MoneyAmountSchema,
    requestId: RequestIdSchema,
  })
  .refine((input) => (input.from === MAIN_WALLET) !== (input.to === MAIN_WALLET), {
    message: 'One side must be the main wallet and the other a vendor wallet',
    path: ['to'],
  });
export type WalletTransferInput = z.infer<typeof WalletTransferSchema>;

export const WalletTransferResultSchema = z.object({
  transferId: z.number().int(),
  from: text(),
  to: text(),
  amount: MinorUnits,
  /** Balances after the transfer, in minor units. */
  mainBalance: MinorUnits,
  vendorBalance: MinorUnits,
  /** True when this request id had already been used: nothing moved now. */
  replayed: z.boolean(),
  /**
   * `done` once the vendor confirmed; `pending` while its answer is unknown (reconciliation settles
   * it and the balances follow); `reversed` when it was refused and nothing stayed moved.
   */
  status: z.enum(['done', 'pending', 'reversed']),
});
export type WalletTransferResult = z.infer<typeof WalletTransferResultSchema>;

// --- /ws messages ---

/** Client to server: the session token first, then pings. */
export const SocketClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: text().min(1).max(200) }),
  z.strictObject({ type: z.literal('ping') }),
  // Live chat room (chat.ts).
  ...ChatClientMessageSchemas,
]);
export type SocketClientMessage = z.infer<typeof SocketClientMessageSchema>;

/** Server to client. `ready` follows a good auth: the client refetches what it missed while away. */
export const SocketServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('balance'), wallet: WalletKindSchema, balance: MinorUnits }),
  z.object({
    type: z.literal('notice'),
    notice: z.enum(WALLET_NOTICES),
    amount: MinorUnits,
    reference: text(),
  }),
  /**
   * A platform message reached this member (`member`), or a broadcast reached the merchant
   * (`merchant`): the client refetches its unread count, a broadcast's after a random delay.
   */
  z.object({ type: z.literal('message'), scope: z.enum(['member', 'merchant']) }),
  // Live chat room (chat.ts).
  ...ChatServerMessageSchemas,
  // The built-in support chat (support.ts): the player's page reads its conversation again.
  SupportSocketMessageSchema,
]);
export type SocketServerMessage = z.infer<typeof SocketServerMessageSchema>;
