import type { LoginResult } from '@platform/contract/accounts';
import { API_PATHS } from '@platform/contract/paths';
import { apiRequest } from '../../lib/api-client.ts';
import { type FinishLoginDeps, finishLogin } from './complete-login.ts';

function clientOs(): string {
  const agent = navigator.userAgent;
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  if (/windows/i.test(agent)) return 'Windows';
  if (/mac os/i.test(agent)) return 'MacOS';
  if (/linux/i.test(agent)) return 'Linux';
  return 'Other';
}

/** Spec §7 free play: a trial member (type 4) is created and logged in. */
export async function startFreePlay(deps: FinishLoginDeps): Promise<void> {
  const result = await apiRequest<LoginResult>(API_PATHS.freePlayLogin, {
    method: 'POST',
    body: { os: clientOs(), platform: 'W', gatewayVersion: 3 },
  });
  await finishLogin(deps, result, 'freeplay');
}
