import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Table,
  TextInput,
} from '@mantine/core';
import { SetRegisterRuleSchema } from '@platform/contract/operators';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type FieldRule, useRegisterRules, useSetRegisterRule } from './api/use-register-rules.ts';

/** How each field of the register form is checked (spec §5): shown, required, length and pattern. */
export function RegisterRulesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rules = useRegisterRules();
  const [editing, setEditing] = useState<FieldRule | null>(null);
  if (rules.isLoading) return <Loader />;
  if (rules.error) return <Alert color="red">{errorText(rules.error)}</Alert>;
  const yesNo = (value: boolean) => (
    <Badge variant="light" color={value ? 'green' : 'gray'}>
      {t(value ? 'common.yes' : 'common.no')}
    </Badge>
  );
  return (
    <>
      <PageHeader title={t('settings.rules.title')} />
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.rules.field')}</Table.Th>
            <Table.Th>{t('settings.rules.shown')}</Table.Th>
            <Table.Th>{t('settings.rules.required')}</Table.Th>
            <Table.Th>{t('settings.rules.length')}</Table.Th>
            <Table.Th>{t('settings.rules.pattern')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.data?.map((rule) => (
            <Table.Tr key={rule.field}>
              <Table.Td>{t(`settings.rules.fields.${rule.field}`, { defaultValue: rule.field })}</Table.Td>
              <Table.Td>{yesNo(rule.shown)}</Table.Td>
              <Table.Td>{yesNo(rule.required)}</Table.Td>
              <Table.Td>
                {rule.minLength}–{rule.maxLength}
              </Table.Td>
              <Table.Td>{rule.patternId}</Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="default" onClick={() => setEditing(rule)}>
                  {t('common.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && <RuleDialog rule={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function RuleDialog({ rule, onClose }: { rule: FieldRule; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetRegisterRule();
  const { field, ...current } = rule;
  const form = useContractForm(SetRegisterRuleSchema, current);
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    await save.mutateAsync({ field, ...values });
    onClose();
  });
  const numberField = (name: 'minLength' | 'maxLength') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => (
        <NumberInput
          label={t(`settings.rules.${name}`)}
          min={0}
          max={500}
          allowDecimal={false}
          value={input.value}
          onChange={(value) => input.onChange(typeof value === 'number' ? value : Number.NaN)}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const switchField = (name: 'shown' | 'required') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => (
        <Switch
          label={t(`settings.rules.${name}`)}
          checked={input.value}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`settings.rules.fields.${field}`, { defaultValue: field })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow>
            {switchField('shown')}
            {switchField('required')}
          </Group>
          <Group grow>
            {numberField('minLength')}
            {numberField('maxLength')}
          </Group>
          <TextInput
            label={t('settings.rules.pattern')}
            error={errors.patternId?.message}
            {...form.register('patternId')}
          />
          <TextInput
            label={t('settings.rules.acceptedPattern')}
            error={errors.acceptedPattern?.message}
            {...form.register('acceptedPattern')}
          />
          <FormFooter error={errors.root?.message} saving={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
