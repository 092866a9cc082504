import { Checkbox, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import {
  CreateOperatorSchema,
  OPERATOR_ROLES,
  OPERATOR_STATUSES,
  type Operator,
  OperatorPasswordSchema,
  OperatorRoleSchema,
  OperatorStatusSchema,
  type UpdateOperatorInput,
} from '@platform/contract/operators';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { useCreateOperator, useUpdateOperator } from './api/use-operators.ts';

/** A role or status chosen from the contract's list, in the reader's words. */
function ChoiceField<Values extends FieldValues, Output>(props: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  choices: readonly string[];
  words: (value: string) => string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Select
          label={props.label}
          data={props.choices.map((value) => ({ value, label: props.words(value) }))}
          value={field.value}
          onChange={(value) => field.onChange(value ?? field.value)}
          allowDeselect={false}
          disabled={props.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Adds a member of staff with a first password they change themselves, and a role. */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const form = useContractForm(CreateOperatorSchema, { username: '', password: '', role: 'support' });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    await create.mutateAsync(values);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('staff.create')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('staff.username')}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <PasswordInput
            label={t('staff.password')}
            description={t('staff.passwordHint')}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <ChoiceField
            control={form.control}
            name="role"
            label={t('staff.role')}
            choices={OPERATOR_ROLES}
            words={(role) => t(`staff.roles.${role}`)}
          />
          <FormFooter error={errors.root?.message} saving={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

// The edit form's fields; a blank password and an unticked reset change nothing.
const EditFormSchema = z.object({
  role: OperatorRoleSchema,
  status: OperatorStatusSchema,
  password: z
    .string()
    .transform((value) => value || undefined)
    .pipe(OperatorPasswordSchema.optional()),
  resetTotp: z.boolean(),
});

/**
 * Changes an operator's role or status, sets a new password, or clears a lost authenticator.
 * Only what changed is sent; one's own role and status are not for oneself to change.
 */
export function EditOperatorDialog(props: { operator: Operator; isSelf: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { operator } = props;
  const update = useUpdateOperator(operator.id);
  const form = useContractForm(EditFormSchema, {
    role: operator.role,
    status: operator.status,
    password: '',
    resetTotp: false,
  });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    const changes: UpdateOperatorInput = {
      ...(values.role !== operator.role ? { role: values.role } : {}),
      ...(values.status !== operator.status ? { status: values.status } : {}),
      ...(values.password ? { password: values.password } : {}),
      ...(values.resetTotp ? { resetTotp: true as const } : {}),
    };
    if (Object.keys(changes).length > 0) await update.mutateAsync(changes);
    props.onClose();
  });
  return (
    <Modal opened onClose={props.onClose} title={t('staff.editTitle', { name: operator.username })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ChoiceField
            control={form.control}
            name="role"
            label={t('staff.role')}
            choices={OPERATOR_ROLES}
            words={(role) => t(`staff.roles.${role}`)}
            disabled={props.isSelf}
          />
          <ChoiceField
            control={form.control}
            name="status"
            label={t('staff.status')}
            choices={OPERATOR_STATUSES}
            words={(status) => t(`status.${status}`)}
            disabled={props.isSelf}
          />
          <PasswordInput
            label={t('staff.newPassword')}
            description={t('staff.newPasswordHint')}
            error={errors.password?.message}
            {...form.register('password')}
          />
          {operator.totpEnabled && <Checkbox label={t('staff.resetTotp')} {...form.register('resetTotp')} />}
          <FormFooter error={errors.root?.message} saving={isSubmitting} onCancel={props.onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
