import { Textarea } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The vendor's allowed addresses, typed one per line (parsed by AllowedAddressesTextSchema). */
export function AllowedAddressesField(props: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('games.integrations.allowedIps')}
      description={t('games.integrations.allowedIpsHint')}
      autosize
      minRows={3}
      error={props.error}
      {...props.registration}
    />
  );
}
