import { isDeviceId } from '@platform/contract/device-id';
import { readItem, writeItem } from './storage.ts';

/** The localStorage key: a site-wide id, not a spec key, so it sits here rather than in LOCAL_KEYS. */
const DEVICE_ID_KEY = 'deviceId';

/** Kept for the page's life too, so blocked storage still gives one id per page instead of one per call. */
let current: string | null = null;

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This browser's device id (contract device-id.ts): made once, kept in localStorage, so it
 * survives reloads and sign-outs but not the player clearing the site's storage.
 */
export function deviceId(): string {
  if (current) return current;
  const stored = readItem('local', DEVICE_ID_KEY);
  current = isDeviceId(stored) ? stored : newDeviceId();
  if (current !== stored) writeItem('local', DEVICE_ID_KEY, current);
  return current;
}
