// Shared with the back office, whose forms send the same kind of key.
export { newRequestKey } from '@platform/contract/request-key';
