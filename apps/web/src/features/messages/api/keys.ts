import { API_PATHS } from '@platform/contract/paths';

/** Query keys from the contract's paths (DESIGN §8); the socket listener invalidates them by path. */
export const MESSAGES_KEY = [API_PATHS.messages] as const;
export const UNREAD_MESSAGES_KEY = [API_PATHS.messagesUnread] as const;
