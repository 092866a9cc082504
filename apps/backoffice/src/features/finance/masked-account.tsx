import { Stack, Text } from '@mantine/core';
import { type MaskedChannelAccount, maskAccountNumber } from '@platform/contract/payments';

type Account = MaskedChannelAccount | { bankName: string; accountName: string; accountNumber: string };

/** A receiving account as lists show it: bank, holder, and the number masked but for its last four. */
export function MaskedAccount({ account }: { account: Account }) {
  const masked =
    'accountNumber' in account ? maskAccountNumber(account.accountNumber) : account.accountNumberMasked;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {account.bankName} · {masked}
      </Text>
      <Text size="xs" c="dimmed">
        {account.accountName}
      </Text>
    </Stack>
  );
}
