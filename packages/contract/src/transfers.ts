import { z } from 'zod';
import { text } from './text.ts';

export { TRANSFER_PATHS } from './wallet-constants.ts';

/** Minor units of the merchant's currency: a positive safe integer. */
export const MoneyAmountSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The client's name for this request, kept for a retry: the same id answers the first result and
 * moves nothing again (DESIGN §5).
 */
export const RequestIdSchema = text().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, _ or -');

export const UplineTransferSchema = z.strictObject({
  amount: MoneyAmountSchema,
  paymentPassword: text().min(1).max(64),
  requestId: RequestIdSchema,
});
export type UplineTransferInput = z.infer<typeof UplineTransferSchema>;

export const DownlineTransferSchema = UplineTransferSchema.extend({
  /** The downline's account name, anywhere below the agent in its tree. */
  downlineAccount: text().trim().min(1).max(64),
});
export type DownlineTransferInput = z.infer<typeof DownlineTransferSchema>;

export const TransferResultSchema = z.object({
  transferId: z.number().int(),
  amount: z.number().int(),
  /** The caller's cash balance after the transfer, in minor units. */
  balance: z.number().int(),
  /** The account that received the money. */
  recipient: text(),
  /** True when this request id had already been used: nothing moved now. */
  replayed: z.boolean(),
});
export type TransferResult = z.infer<typeof TransferResultSchema>;
