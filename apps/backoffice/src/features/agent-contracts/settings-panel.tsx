import { Alert, Card, Loader, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { AGENT_TYPES } from '@platform/contract/account-constants';
import { CONTRACT_KINDS, type ContractKind } from '@platform/contract/agent-contracts';
import {
  type ContractAdminSettings,
  ContractAdminSettingsSchema,
} from '@platform/contract/agent-contracts-admin';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { useCan } from '../auth/api/use-me.ts';
import { useContractSettings } from './api/use-contract-settings.ts';
import { useSaveContractSettings } from './api/use-save-contract-settings.ts';
import { optionalPercentInput, rateInputText } from './contract-values.tsx';

const SWITCHES = ['contractsEnabled', 'salaryEnabled', 'holdPayouts'] as const;

// The form holds one line per agent type with a percentage box per kind; it is read into the
// contract's templates (basis points, a missing kind not offered) and checked by the contract's rule.
const RateRowSchema = z.object({
  agentType: z.number().int(),
  ...(Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, optionalPercentInput()])) as Record<
    ContractKind,
    ReturnType<typeof optionalPercentInput>
  >),
});
const FormSchema = z
  .object({
    contractsEnabled: z.boolean(),
    salaryEnabled: z.boolean(),
    holdPayouts: z.boolean(),
    rates: z.array(RateRowSchema),
  })
  .transform(({ rates, ...switches }) => ({
    ...switches,
    templates: rates.flatMap((row) =>
      CONTRACT_KINDS.flatMap((kind) => {
        const maxRateBp = row[kind];
        return maxRateBp === undefined ? [] : [{ agentType: row.agentType, kind, maxRateBp }];
      }),
    ),
  }))
  .pipe(ContractAdminSettingsSchema);
type FormValues = z.input<typeof FormSchema>;

/** The saved settings as the form shows them: every agent type, rates in percent, "" where not offered. */
function formValuesOf(settings: ContractAdminSettings): FormValues {
  return {
    contractsEnabled: settings.contractsEnabled,
    salaryEnabled: settings.salaryEnabled,
    holdPayouts: settings.holdPayouts,
    rates: AGENT_TYPES.map((agentType) => ({
      agentType,
      ...(Object.fromEntries(
        CONTRACT_KINDS.map((kind) => {
          const template = settings.templates.find((t) => t.agentType === agentType && t.kind === kind);
          return [kind, template ? rateInputText(template.maxRateBp) : ''];
        }),
      ) as Record<ContractKind, string>),
    })),
  };
}

/** The merchant's switches and the maximum rate of each kind per agent type. */
export function SettingsPanel() {
  const errorText = useErrorText();
  const settings = useContractSettings();
  if (settings.isLoading) return <Loader />;
  if (!settings.data) return <Alert color="red">{errorText(settings.error)}</Alert>;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: ContractAdminSettings }) {
  const { t } = useTranslation();
  const can = useCan();
  const writable = can('settings.write');
  const save = useSaveContractSettings();
  const form = useContractForm(FormSchema, formValuesOf(settings));
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) =>
    form.reset(formValuesOf(await save.mutateAsync(values))),
  );
  const typeName = (type: number) => t(`agents.types.${type}`, { defaultValue: String(type) });
  const kindName = (kind: ContractKind) => t(`agentContracts.kinds.${kind}`);
  // A rule of the whole list (one rate per type and kind) has no box of its own.
  const listProblem = (errors as { templates?: { message?: string } }).templates?.message;

  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder maw={1000}>
        <Stack>
          {!writable && <Alert color="gray">{t('agentContracts.settings.readOnly')}</Alert>}
          <Stack gap="xs">
            {SWITCHES.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Switch
                    label={t(`agentContracts.settings.${name}`)}
                    description={t(`agentContracts.settings.${name}Hint`)}
                    checked={field.value}
                    disabled={!writable}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </Stack>
          <div>
            <Title order={4}>{t('agentContracts.settings.rates')}</Title>
            <Text size="sm" c="dimmed">
              {t('agentContracts.settings.ratesHint')}
            </Text>
          </div>
          <Table withTableBorder verticalSpacing="xs" aria-label={t('agentContracts.settings.rates')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('agentContracts.settings.agentType')}</Table.Th>
                {CONTRACT_KINDS.map((kind) => (
                  <Table.Th key={kind}>{kindName(kind)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {AGENT_TYPES.map((agentType, index) => (
                <Table.Tr key={agentType}>
                  <Table.Th scope="row">{typeName(agentType)}</Table.Th>
                  {CONTRACT_KINDS.map((kind) => (
                    <Table.Td key={kind}>
                      <TextInput
                        aria-label={t('agentContracts.settings.rateOf', {
                          kind: kindName(kind),
                          type: typeName(agentType),
                        })}
                        inputMode="decimal"
                        autoComplete="off"
                        rightSection="%"
                        disabled={!writable}
                        error={errors.rates?.[index]?.[kind]?.message}
                        {...form.register(`rates.${index}.${kind}`)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {listProblem && <Alert color="red">{listProblem}</Alert>}
          {writable && <FormFooter error={errors.root?.message} saved={saved} saving={isSubmitting} />}
        </Stack>
      </Card>
    </form>
  );
}
