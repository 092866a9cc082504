import type { SessionHandoff } from '@platform/contract/accounts';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** A code lives two minutes on the server: a new one is shown well before, so no dead code is on screen. */
export const HANDOFF_REFRESH_MS = 90_000;

/**
 * The one-time code the iOS download QR code carries to sign a phone in (never the session token:
 * a photographed screen or a forwarded link is worth one sign-in for two minutes). Null while the
 * viewer is signed out, or until the first code has come.
 */
export function useHandoffCode(token: string | null, wanted = true): string | null {
  const query = useQuery({
    queryKey: ['session-handoff', token],
    queryFn: ({ signal }) => apiRequest<SessionHandoff>(API_PATHS.sessionHandoff, { method: 'POST', signal }),
    enabled: token !== null && wanted,
    staleTime: HANDOFF_REFRESH_MS,
    refetchInterval: HANDOFF_REFRESH_MS,
    gcTime: 0,
    retry: false,
  });
  return token !== null && wanted ? (query.data?.code ?? null) : null;
}

/** Trades a code that came with the link for this device's own session token. */
export async function redeemHandoffCode(code: string): Promise<string> {
  const { token } = await apiRequest<{ token: string }>(API_PATHS.sessionHandoffRedeem, {
    method: 'POST',
    body: { code },
  });
  return token;
}
