import type { IncomingHttpHeaders } from 'node:http';
import { DEVICE_ID_HEADER, isDeviceId } from '@platform/contract/device-id';

/**
 * The caller's device id (contract device-id.ts), or null. The one reader of the header: anything
 * but exactly one well-formed id (missing, repeated, too long, other characters) counts as no id,
 * never as an error, because an id is evidence the player site volunteers, not a credential.
 */
export function deviceIdOf(request: { headers: IncomingHttpHeaders }): string | null {
  const value = request.headers[DEVICE_ID_HEADER];
  return isDeviceId(value) ? value : null;
}
