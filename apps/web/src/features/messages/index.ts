// The platform messages feature's public entry: the unread count the badges show. Its tab loads
// through lazy.ts.
export { useUnreadMessages } from './api/use-unread-messages.ts';
