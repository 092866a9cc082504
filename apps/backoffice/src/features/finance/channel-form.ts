import { minorToInput } from '@platform/contract/money-text';
import {
  type AdminPaymentChannel,
  CreatePaymentChannelSchema,
  type ManualBankSettingsInput,
  UpdatePaymentChannelSchema,
} from '@platform/contract/payments';
import { withMoneyFields } from './money-form.ts';

const LIMITS = ['minAmount', 'maxAmount'] as const;

/** A new channel: the contract's request, with the limits typed in money. */
export const createChannelFormSchema = (exponent: number) =>
  withMoneyFields(CreatePaymentChannelSchema, LIMITS, exponent);

/** A change of a channel: the contract's request, with the limits typed in money. */
export const editChannelFormSchema = (exponent: number) =>
  withMoneyFields(UpdatePaymentChannelSchema, LIMITS, exponent);

export const EMPTY_ACCOUNT: ManualBankSettingsInput = { bankName: '', accountName: '', accountNumber: '' };

/** The approved account of a channel, or null while it has none. */
export function approvedAccount(channel: AdminPaymentChannel): ManualBankSettingsInput | null {
  return 'accountNumber' in channel.settings ? (channel.settings as ManualBankSettingsInput) : null;
}

/** The edit form as the channel is now; the account stays out until the operator asks to change it. */
export function editDefaults(channel: AdminPaymentChannel, exponent: number) {
  return {
    name: channel.name,
    minAmount: minorToInput(channel.minAmount, exponent),
    maxAmount: minorToInput(channel.maxAmount, exponent),
    enabled: channel.enabled,
    sortOrder: channel.sortOrder,
    settings: undefined,
  };
}
