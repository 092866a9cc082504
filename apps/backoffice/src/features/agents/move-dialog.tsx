import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  type AgentTreeNode,
  ASSIGNABLE_MEMBER_TYPES,
  SetMemberTypeSchema,
} from '@platform/contract/agents-admin';
import { AdminMemberListQuerySchema } from '@platform/contract/members-admin';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { blankToUndefined } from '../../lib/filter-values.ts';
import { fetchMembers } from '../players/api/use-admin-members.ts';
import { useTreeChange } from './api/use-tree-change.ts';

// The contract's rules for a member type and for an account searched by.
const ChangeSchema = z.object({
  type: SetMemberTypeSchema.shape.type,
  uplineAccount: AdminMemberListQuerySchema.shape.account,
});

/** Sets a member's type and moves them under another agent (by account), or to the top. */
export function MoveDialog({ node, onClose }: { node: AgentTreeNode; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useTreeChange();
  const form = useContractForm(ChangeSchema, { type: node.type, uplineAccount: undefined });
  const { errors, isSubmitting } = form.formState;
  const fail = (error: unknown) => {
    if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      if (values.type !== node.type) await change.mutateAsync({ memberId: node.id, type: values.type });
      if (values.uplineAccount) {
        const found = await fetchMembers({ account: values.uplineAccount, pageSize: 20 });
        const upline = found.list.find(
          (row) => row.account.toLowerCase() === values.uplineAccount?.toLowerCase(),
        );
        if (!upline) {
          form.setError('uplineAccount', { message: t('agents.noSuchAccount') });
          return;
        }
        await change.mutateAsync({ memberId: node.id, uplineId: upline.id });
      }
      onClose();
    } catch (error) {
      fail(error);
    }
  });
  const moveToTop = async () => {
    try {
      await change.mutateAsync({ memberId: node.id, uplineId: null });
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('agents.changeTitle', { account: node.account })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('agents.type')}
                data={ASSIGNABLE_MEMBER_TYPES.map((type) => ({
                  value: String(type),
                  label: t(`agents.types.${type}`),
                }))}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                error={errors.type?.message}
              />
            )}
          />
          <TextInput
            label={t('agents.uplineAccount')}
            description={t('agents.uplineHint')}
            error={errors.uplineAccount?.message}
            {...form.register('uplineAccount', { setValueAs: blankToUndefined })}
          />
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => void moveToTop()} loading={change.isPending}>
              {t('agents.moveToTop')}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
