import type { LoginResult } from '@platform/contract/accounts';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { IdentityChannel } from '../identity-providers.ts';

/** Third-party sign-in (spec §3 firebaseChannel, firebaseIdToken); a first sign-in creates the member. */
export function useIdentityLogin() {
  return useMutation({
    mutationKey: [API_PATHS.identityLogin],
    mutationFn: (input: { channel: IdentityChannel; idToken: string; affiliateCode?: string }) =>
      apiRequest<LoginResult>(API_PATHS.identityLogin, {
        method: 'POST',
        body: {
          firebaseChannel: input.channel,
          firebaseIdToken: input.idToken,
          ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}),
          registerUrl: window.location.href.split('#')[0],
          domain: window.location.host,
        },
      }),
  });
}
