import { Button, Group, Select, TextInput } from '@mantine/core';
import { ADMIN_BET_STATUSES, AdminBetFilterSchema } from '@platform/contract/bets-admin';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { blankToUndefined, dayAfter, dayStart } from '../../lib/filter-values.ts';
import type { BetFilter } from './api/use-admin-bets.ts';
import { BetTable } from './bet-table.tsx';

// The filters of the contract's query, each with the server's own rule.
const FilterSchema = AdminBetFilterSchema.pick({
  vendorCode: true,
  gameCode: true,
  status: true,
  from: true,
  to: true,
});

/** Every round of the merchant's players, newest first, by vendor, game, status and days. */
export function BetsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BetFilter>({});
  const form = useContractForm(FilterSchema, {});
  const { errors } = form.formState;
  return (
    <>
      <PageHeader title={t('bets.title')} />
      <form noValidate onSubmit={form.handleSubmit((values) => setFilter(values))}>
        <Group align="flex-end" mb="md">
          <TextInput
            label={t('bets.vendor')}
            error={errors.vendorCode?.message}
            {...form.register('vendorCode', {
              setValueAs: (value: string) => blankToUndefined(value)?.toUpperCase(),
            })}
          />
          <TextInput
            label={t('bets.game')}
            error={errors.gameCode?.message}
            {...form.register('gameCode', { setValueAs: blankToUndefined })}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('bets.status')}
                placeholder={t('common.all')}
                clearable
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                data={ADMIN_BET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              />
            )}
          />
          <TextInput
            type="date"
            label={t('bets.from')}
            error={errors.from?.message}
            {...form.register('from', { setValueAs: dayStart })}
          />
          <TextInput
            type="date"
            label={t('bets.to')}
            error={errors.to?.message}
            {...form.register('to', { setValueAs: dayAfter })}
          />
          <Button type="submit">{t('common.search')}</Button>
        </Group>
      </form>
      <BetTable filter={filter} />
    </>
  );
}
