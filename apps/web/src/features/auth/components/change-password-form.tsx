import { changePasswordFormSchema } from '@platform/contract/form-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Form, PasswordField, useContractForm } from '../../../components/form/index.ts';
import { reloadMemberInfo } from '../../../lib/member-info.ts';
import type { RegisterRules } from '../../../lib/register-settings.ts';
import { setToken } from '../../../lib/session.ts';
import { useChangePassword } from '../api/use-change-password.ts';
import styles from './auth-form.module.css';
import { FormEnd } from './auth-form-actions.tsx';

interface ChangePasswordFormProps {
  rules: RegisterRules;
  /** Known when the change follows the login that just used it (spec §5: then it is not asked again). */
  knownOldPassword?: string;
  /** A forced change (default or expired password): the only way out is signing out. */
  forced: boolean;
  onChanged: () => void;
  onSignOut: () => void;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/** Spec §4/§5 change password: old (unless known), new by the password rule, and its confirmation. */
export default function ChangePasswordForm({
  rules,
  knownOldPassword,
  forced,
  onChanged,
  onSignOut,
}: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const [finishing, setFinishing] = useState(false);
  const askOld = knownOldPassword === undefined;
  const schema = changePasswordFormSchema(rules.password, { askOld });
  const form = useContractForm(schema, {
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  function send(values: z.output<typeof schema>) {
    if (change.isPending || finishing) return;
    change.mutate(
      {
        oldPassword: askOld ? values.oldPassword : knownOldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      },
      {
        onError: (error) => form.fail(error, FIELDS),
        onSuccess: async (answer) => {
          // Changing the password ends the other sessions; this one may come back renewed.
          if (answer && typeof answer.token === 'string') setToken(answer.token);
          setFinishing(true);
          try {
            await reloadMemberInfo(queryClient);
          } catch (error) {
            console.warn('member info did not reload after the password change', error);
          } finally {
            setFinishing(false);
          }
          onChanged();
        },
      },
    );
  }

  return (
    <Form form={form} className={styles.form} onSubmit={form.submitWith(send)}>
      {forced ? (
        <p className={styles.notice} role="status">
          {t('change_password.forced')}
        </p>
      ) : null}
      {askOld ? (
        <PasswordField label={t('fields.old_password')} name="oldPassword" autoComplete="current-password" />
      ) : null}
      <PasswordField label={t('fields.new_password')} name="newPassword" autoComplete="new-password" />
      <PasswordField
        label={t('fields.confirm_new_password')}
        name="confirmNewPassword"
        autoComplete="new-password"
        placeholder={t('fields.confirm_placeholder')}
      />
      <FormEnd
        failure={form.failure}
        busy={change.isPending || finishing}
        submitLabel={t('change_password.submit')}
      />
      {forced ? (
        <button type="button" className={`${styles.link} ${styles.centered}`} onClick={onSignOut}>
          {t('change_password.sign_out')}
        </button>
      ) : null}
    </Form>
  );
}
