import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

/** Spec §7 (the contract names it in the next issue). */

export interface LoginInput {
  username: string;
  password: string;
}

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/** Signs in; a successful login keeps the token in sessionStorage (spec §3). */
export function useLogin() {
  return useMutation({
    mutationKey: [API_PATHS.login],
    mutationFn: (input: LoginInput) =>
      apiRequest<LoginResult>(API_PATHS.login, { method: 'POST', body: input }),
    onSuccess: (result) => setToken(result.token),
  });
}
