import { API_PATHS } from '@platform/contract/paths';

/** The member's verification status; every KYC change refreshes it. */
export const KYC_STATUS_KEY = [API_PATHS.kyc] as const;
