import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Google Authenticator: a new secret to scan (shown as a QR code and as text). */
export function useTotpSetup() {
  return useMutation({
    mutationKey: [API_PATHS.totpSetup],
    mutationFn: () =>
      apiRequest<{ secret: string; otpauthUrl: string }>(API_PATHS.totpSetup, { method: 'POST', body: {} }),
  });
}
