import { ACCOUNT_LIMITS } from '@platform/contract/account-constants';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiGet } from './api-client.ts';
import { useThrottle } from './timing.ts';

/** The client names each captcha with its own random key (8–64 of [A-Za-z0-9_-]). */
export function newCaptchaKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/**
 * A captcha image for a form: a fresh key per image, refreshed by the user at most once a second
 * (spec §4), or at once after a failed attempt (answers are single use).
 */
export function useCaptcha(enabled: boolean) {
  const [key, setKey] = useState(newCaptchaKey);
  const allow = useThrottle(ACCOUNT_LIMITS.captchaRefreshMs);
  const image = useQuery({
    queryKey: [API_PATHS.captcha, key],
    queryFn: ({ signal }) => apiGet<string>(API_PATHS.captcha, { key }, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const refresh = useCallback(
    (options: { force?: boolean } = {}) => {
      if (!allow() && !options.force) return;
      setKey(newCaptchaKey());
    },
    [allow],
  );
  return {
    key,
    src: image.data ? `data:image/png;base64,${image.data}` : null,
    loading: image.isFetching,
    failed: image.isError,
    refresh,
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;
