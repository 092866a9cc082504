import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type FreeRoundGrant, GrantFreeRoundsSchema } from '@platform/contract/free-rounds';
import { newRequestKey } from '@platform/contract/request-key';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { DataTable } from '../../components/data-table.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { moneyInput } from '../../lib/money-input.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useChangeFreeRounds, useFreeRounds } from './api/use-free-rounds.ts';

const column = createColumnHelper<FreeRoundGrant>();
const PAGE_SIZE = 20;
const STATUS_COLORS = { active: 'teal', used: 'gray', expired: 'yellow', cancelled: 'red' } as const;

/** The contract's grant as typed: numbers from text boxes, the stake as money in major units. */
function formSchema(exponent: number) {
  const { shape } = GrantFreeRoundsSchema;
  return GrantFreeRoundsSchema.pick({ vendorCode: true, gameCode: true }).extend({
    memberId: z.coerce.number().pipe(shape.memberId),
    rounds: z.coerce.number().pipe(shape.rounds),
    betAmount: moneyInput(exponent, shape.betAmount, { positive: true }),
    validDays: z.coerce.number().pipe(shape.validDays),
  });
}

/** Grant a player free rounds of a seamless game, and see every grant with what is left of it. */
export function FreeRoundsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const exponent = useCurrencyExponent();
  const [pageNo, setPageNo] = useState(1);
  const grants = useFreeRounds({ pageNo, pageSize: PAGE_SIZE });
  const { grant, cancel } = useChangeFreeRounds();
  const schema = useMemo(() => formSchema(exponent), [exponent]);
  const form = useContractForm(schema, {
    memberId: '',
    vendorCode: '',
    gameCode: '',
    rounds: '10',
    betAmount: '',
    validDays: '7',
  });
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const [done, setDone] = useState<FreeRoundGrant | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const fingerprint = JSON.stringify(values);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newRequestKey(), fingerprint };
    try {
      setDone(await grant.mutateAsync({ ...values, idempotencyKey: attempt.current.key }));
    } catch (error) {
      if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });

  const columns = [
    column.accessor('createdAt', {
      header: t('freeRounds.grantedAt'),
      cell: (c) => formatMoment(c.getValue()),
    }),
    column.accessor('memberAccount', { header: t('freeRounds.player') }),
    column.accessor('gameName', {
      header: t('freeRounds.gameColumn'),
      cell: (c) => `${c.row.original.vendorCode} · ${c.getValue() ?? c.row.original.gameCode}`,
    }),
    column.display({
      id: 'used',
      header: t('freeRounds.used'),
      cell: ({ row }) => `${row.original.roundsUsed} / ${row.original.rounds}`,
    }),
    column.accessor('betAmount', {
      header: t('freeRounds.betAmount'),
      meta: { numeric: true },
      cell: (c) => formatMoney(c.getValue(), exponent),
    }),
    column.accessor('expiresAt', {
      header: t('freeRounds.expires'),
      cell: (c) => formatMoment(c.getValue()),
    }),
    column.accessor('status', {
      header: t('freeRounds.status'),
      cell: (c) => (
        <Badge variant="light" color={STATUS_COLORS[c.getValue()]}>
          {t(`freeRounds.statuses.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'cancel',
      header: '',
      cell: ({ row }) =>
        row.original.status === 'active' && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={cancel.isPending && cancel.variables === row.original.id}
            onClick={() => cancel.mutate(row.original.id)}
          >
            {t('freeRounds.cancel')}
          </Button>
        ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('freeRounds.title')} />
      <Paper withBorder p="md" mb="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('freeRounds.intro')}
            </Text>
            <Group align="flex-start" grow>
              <TextInput
                label={t('freeRounds.memberId')}
                inputMode="numeric"
                error={errors.memberId?.message}
                {...form.register('memberId')}
              />
              <TextInput
                label={t('freeRounds.vendor')}
                error={errors.vendorCode?.message}
                {...form.register('vendorCode', {
                  setValueAs: (value: string) => value.trim().toUpperCase(),
                })}
              />
              <TextInput
                label={t('freeRounds.game')}
                error={errors.gameCode?.message}
                {...form.register('gameCode')}
              />
            </Group>
            <Group align="flex-start" grow>
              <TextInput
                label={t('freeRounds.rounds')}
                inputMode="numeric"
                error={errors.rounds?.message}
                {...form.register('rounds')}
              />
              <TextInput
                label={t('freeRounds.betAmount')}
                inputMode="decimal"
                error={errors.betAmount?.message}
                {...form.register('betAmount')}
              />
              <TextInput
                label={t('freeRounds.validDays')}
                inputMode="numeric"
                error={errors.validDays?.message}
                {...form.register('validDays')}
              />
            </Group>
            {errors.root && <Alert color="red">{errors.root.message}</Alert>}
            {done && (
              <Alert color="green">
                {t('freeRounds.granted', { rounds: done.rounds, account: done.memberAccount })}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t('freeRounds.grant')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <DataTable
        caption={t('freeRounds.title')}
        columns={columns as never}
        rows={grants.data?.list}
        total={grants.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={grants.isLoading}
      />
    </>
  );
}
