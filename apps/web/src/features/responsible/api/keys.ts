import { API_PATHS } from '@platform/contract/paths';

/** Query keys from the contract's paths (DESIGN §8): every change answers with the new overview. */
export const RESPONSIBLE_KEY = [API_PATHS.responsible] as const;
export const PLAY_SESSION_KEY = [API_PATHS.responsibleSession] as const;
