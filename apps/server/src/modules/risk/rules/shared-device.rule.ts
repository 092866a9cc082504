import { sharedActivityRule } from './shared-activity.ts';

/**
 * Several accounts on one device: the player site's device id (http/device-id.ts), the subject
 * `device:<id>`. Catches a shared phone behind changing addresses; misses a player who clears the
 * browser's storage, which shared-ip may still catch.
 */
export const sharedDeviceRule = sharedActivityRule('shared-device', 'device');
