import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { CHAT_MUTE_MINUTES, type ChatAdminMessage, ChatMuteInputSchema } from '@platform/contract/chat';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { useModerateChat } from './api/use-chat-moderation.ts';

/** Deleting is for everyone at once, so it is asked first. */
export function ConfirmDelete({ message, onClose }: { message: ChatAdminMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { remove } = useModerateChat();
  return (
    <Modal opened onClose={onClose} title={t('chat.deleteTitle')} centered>
      <Stack>
        <Text style={{ overflowWrap: 'anywhere' }}>{message.text || message.win?.game}</Text>
        {remove.error && <Alert color="red">{errorText(remove.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(message.id, { onSuccess: onClose })}
          >
            {t('chat.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Mutes a player for one of the offered times, with an optional reason kept for the moderators. */
export function MuteDialog({
  player,
  onClose,
}: {
  player: { memberId: number; account: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { mute } = useModerateChat();
  const form = useContractForm(ChatMuteInputSchema, { memberId: player.memberId, minutes: 30, reason: '' });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (body) => {
    await mute.mutateAsync(body);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t('chat.muteTitle', { account: player.account })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="minutes"
            render={({ field }) => (
              <Select
                label={t('chat.muteFor')}
                allowDeselect={false}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                data={CHAT_MUTE_MINUTES.map((minutes) => ({
                  value: String(minutes),
                  label: t(`chat.minutes.${minutes}`),
                }))}
                error={errors.minutes?.message}
              />
            )}
          />
          <TextInput
            label={t('chat.reason')}
            maxLength={200}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <FormFooter
            error={errors.root?.message}
            saving={isSubmitting}
            submitLabel={t('chat.mute')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
