/*
 * The device id: a random 128-bit value the player site creates once per browser, keeps in
 * localStorage and sends as `X-Device-Id` on every API call. The server records it on logins and
 * registrations (responsible gambling's exclusion by device, the risk scan's shared-device rule).
 * It is only as durable as the browser's storage: clearing it makes a new device.
 */

export const DEVICE_ID_HEADER = 'x-device-id';

/**
 * 16 bytes as unpadded base64url: 22 characters, the last holding only 2 bits (so one of A, Q, g,
 * w). Anything else is not an id this platform made.
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{21}[AQgw]$/;

export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_ID_PATTERN.test(value);
