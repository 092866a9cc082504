import { sharedActivityRule } from './shared-activity.ts';

/** Several accounts on one address (the subject `ip:<address>`). */
export const sharedIpRule = sharedActivityRule('shared-ip', 'ip');
