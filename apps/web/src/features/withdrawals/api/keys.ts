import { API_PATHS } from '@platform/contract/paths';

/** Query keys from the contract's paths (DESIGN §8); every withdrawal change refreshes all three. */
export const BANK_ACCOUNTS_KEY = [API_PATHS.bankAccounts] as const;
export const WITHDRAWAL_LIMITS_KEY = [API_PATHS.withdrawalLimits] as const;
export const WITHDRAWALS_KEY = [API_PATHS.withdrawals] as const;
