import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';

/** A failed request in the reader's words: the contract's message for its code, else the server's. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError && error.status > 0)
      return t(`errors.${error.code}`, { defaultValue: error.message });
    return t('common.requestFailed');
  };
}
