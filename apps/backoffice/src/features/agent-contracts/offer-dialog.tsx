import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  type ContractKind,
  type ContractPeriod,
  PERIODS_OF_KIND,
} from '@platform/contract/agent-contracts';
import { type AdminOfferInput, AdminOfferSchema } from '@platform/contract/agent-contracts-admin';
import i18n from 'i18next';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { moneyInput } from '../../lib/money-input.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useOfferContract } from './api/use-offer-contract.ts';
import { percentInput } from './contract-values.tsx';

/** A whole number typed in a box; blank is the `blank` problem, or 0 when there is none (no threshold). */
function wholeNumber(problems: { blank?: string; format: string }) {
  return z.string().transform((text, ctx) => {
    const trimmed = text.trim();
    if (trimmed === '' && problems.blank === undefined) return 0;
    if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed);
    ctx.addIssue({
      code: 'custom',
      message: i18n.t(problems.blank && trimmed === '' ? problems.blank : problems.format),
    });
    return z.NEVER;
  });
}

/** An amount typed as money; blank is no threshold (0). */
const thresholdInput = (exponent: number) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? '0' : text))
    .pipe(moneyInput(exponent, z.number().int().min(0), { positive: false }));

/**
 * What the operator types (a member id, a percentage, money) read into the contract's body, which
 * the contract's own schema then checks whole: a kind's periods, a net loss only on a dividend.
 */
function offerFormSchema(exponent: number) {
  const read = z.object({
    memberId: wholeNumber({
      blank: 'agentContracts.offer.memberRequired',
      format: 'agentContracts.offer.memberFormat',
    }),
    terms: z.object({
      kind: z.enum(CONTRACT_KINDS),
      period: z.enum(CONTRACT_PERIODS),
      rateBp: percentInput(),
      minActiveMembers: wholeNumber({ format: 'agentContracts.offer.countFormat' }),
      minValidBet: thresholdInput(exponent),
      minNetLoss: thresholdInput(exponent),
    }),
  });
  // What `read` gives is the contract's body with every threshold set: what AdminOfferSchema reads.
  return read.pipe(AdminOfferSchema as unknown as z.ZodType<AdminOfferInput, z.output<typeof read>>);
}

const EMPTY = {
  memberId: '',
  terms: {
    kind: 'dividend' as ContractKind,
    period: 'D' as ContractPeriod,
    rateBp: '',
    minActiveMembers: '',
    minValidBet: '',
    minNetLoss: '',
  },
};

/** The operator offers a top agent (one with no upline) a contract; the agent answers it in their centre. */
export function OfferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const offer = useOfferContract();
  const schema = useMemo(() => offerFormSchema(exponent), [exponent]);
  const form = useContractForm(schema, EMPTY);
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'terms.kind' });
  const { submit } = useFormSubmit(form, async (values) => {
    await offer.mutateAsync(values);
    onClose();
  });
  const termErrors = errors.terms;

  return (
    <Modal opened onClose={onClose} title={t('agentContracts.offer.title')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('agentContracts.offer.hint')}
          </Text>
          <TextInput
            label={t('agentContracts.offer.memberId')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.memberId?.message}
            {...form.register('memberId')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name="terms.kind"
              render={({ field }) => (
                <Select
                  label={t('agentContracts.offer.kind')}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => {
                    if (!value) return;
                    const next = value as ContractKind;
                    field.onChange(next);
                    // A kind has its own periods, and only a dividend a net loss threshold.
                    const periods = PERIODS_OF_KIND[next];
                    if (!periods.includes(form.getValues('terms.period')))
                      form.setValue('terms.period', periods[0] ?? 'D');
                    if (next !== 'dividend') form.setValue('terms.minNetLoss', '');
                  }}
                  data={CONTRACT_KINDS.map((value) => ({ value, label: t(`agentContracts.kinds.${value}`) }))}
                  error={termErrors?.kind?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="terms.period"
              render={({ field }) => (
                <Select
                  label={t('agentContracts.offer.period')}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  data={PERIODS_OF_KIND[kind].map((value) => ({
                    value,
                    label: t(`agentContracts.periods.${value}`),
                  }))}
                  error={termErrors?.period?.message}
                />
              )}
            />
            <TextInput
              label={t('agentContracts.offer.rate')}
              inputMode="decimal"
              autoComplete="off"
              rightSection="%"
              error={termErrors?.rateBp?.message}
              {...form.register('terms.rateBp')}
            />
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {t('agentContracts.offer.thresholds')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('agentContracts.offer.minActiveMembers')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              error={termErrors?.minActiveMembers?.message}
              {...form.register('terms.minActiveMembers')}
            />
            <TextInput
              label={t('agentContracts.offer.minValidBet')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              error={termErrors?.minValidBet?.message}
              {...form.register('terms.minValidBet')}
            />
            {kind === 'dividend' && (
              <TextInput
                label={t('agentContracts.offer.minNetLoss')}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                error={termErrors?.minNetLoss?.message}
                {...form.register('terms.minNetLoss')}
              />
            )}
          </SimpleGrid>
          <FormFooter
            error={errors.root?.message}
            saving={isSubmitting}
            submitLabel={t('agentContracts.offer.send')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
