import type { PaymentChannelAdapter } from './payment-adapter.ts';
import type { ManualBankSettings } from './payments.tables.ts';

/**
 * Offline bank transfer: the member transfers to the merchant's account and tells us the amount
 * and reference; an operator matches it on the bank statement and confirms or rejects. There is
 * no machine on the other side, so there are no callbacks.
 */
export const manualBankAdapter: PaymentChannelAdapter = {
  kind: 'manual-bank',
  requiresReference: true,
  createDeposit({ channel, memberReference }) {
    const bank = channel.settings as Partial<ManualBankSettings>;
    return {
      type: 'instructions',
      bankName: bank.bankName ?? '',
      accountName: bank.accountName ?? '',
      accountNumber: bank.accountNumber ?? '',
      memberReference: memberReference ?? '',
    };
  },
  verifyCallback() {
    return { ok: false, reason: 'unsupported' };
  },
  async createPayout() {
    return { ok: true, mode: 'manual', gatewayReference: null };
  },
};
