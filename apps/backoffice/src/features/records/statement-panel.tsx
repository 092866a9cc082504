import { Alert, Button, Group, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { STATEMENT_LINES, statementMonths } from '@platform/contract/wallet-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/error-text.ts';
import { formatMoney } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { downloadMemberStatement, useMemberStatement } from './api/use-member-statement.ts';

/** A line as it moved the wallet: money in with a plus, money out with a minus. */
const signed = (minor: number, exponent: number) => `${minor > 0 ? '+' : ''}${formatMoney(minor, exponent)}`;

function usePdf(memberId: number, month: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadMemberStatement(memberId, month, currentLanguage());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, download };
}

/** A player's account statement (credit report): a month of the cash wallet, and its PDF. */
export function StatementPanel({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const exponent = useCurrencyExponent();
  // None chosen yet: the merchant's current month, as the server reckons it; the answer then says
  // which months exist.
  const [chosen, setMonth] = useState<string | null>(null);
  const found = useMemberStatement(memberId, chosen);
  const data = found.data;
  const month = chosen ?? data?.month ?? '';
  const pdf = usePdf(memberId, month);
  const months = data ? statementMonths(data.firstMonth, data.currentMonth) : [month];
  const money = (minor: number) => formatMoney(minor, exponent);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('statement.month')}
          value={month}
          onChange={(event) => setMonth(event.currentTarget.value)}
          data={months.includes(month) ? months : [month, ...months]}
          w={160}
        />
        <Button onClick={() => void pdf.download()} loading={pdf.busy} disabled={!data}>
          {t('statement.pdf')}
        </Button>
      </Group>
      {pdf.error ? <Alert color="red">{errorText(pdf.error)}</Alert> : null}
      {found.isLoading ? (
        <Loader />
      ) : !data ? (
        <Alert color="red">{errorText(found.error)}</Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('statement.for', { account: data.account, timeZone: data.timeZone, currency: data.currency })}
          </Text>
          <Table withTableBorder maw={480} aria-label={t('statement.summary')}>
            <Table.Tbody>
              <Table.Tr fw={700}>
                <Table.Td>{t('statement.opening')}</Table.Td>
                <Table.Td ta="right">{money(data.openingBalance)}</Table.Td>
              </Table.Tr>
              {STATEMENT_LINES.map((line) => (
                <Table.Tr key={line}>
                  <Table.Td>{t(`statement.lines.${line}`)}</Table.Td>
                  <Table.Td ta="right">{signed(data.totals[line], exponent)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('statement.closing')}</Table.Td>
                <Table.Td ta="right">{money(data.closingBalance)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Title order={4}>{t('statement.days')}</Title>
          {data.days.length === 0 ? (
            <Text c="dimmed">{t('statement.quiet')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table withTableBorder striped aria-label={t('statement.days')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('statement.date')}</Table.Th>
                    {STATEMENT_LINES.map((line) => (
                      <Table.Th key={line} ta="right">
                        {t(`statement.lines.${line}`)}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{t('statement.balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.days.map((day) => (
                    <Table.Tr key={day.date}>
                      <Table.Td>{day.date}</Table.Td>
                      {STATEMENT_LINES.map((line) => (
                        <Table.Td key={line} ta="right">
                          {day[line] === 0 ? '—' : signed(day[line], exponent)}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">{money(day.closingBalance)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
