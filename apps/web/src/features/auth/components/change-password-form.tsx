import { checkConfirmation, checkFieldValue } from '@platform/contract/field-rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  apiErrorMessage,
  apiFieldProblems,
  type Problems,
  problemText,
} from '../../../lib/api-error-message.ts';
import { hasProblems, problemsOf, requiredRule } from '../../../lib/field-checks.ts';
import { reloadMemberInfo } from '../../../lib/member-info.ts';
import type { RegisterRules } from '../../../lib/register-settings.ts';
import { setToken } from '../../../lib/session.ts';
import { useChangePassword } from '../api/use-change-password.ts';
import styles from './auth-form.module.css';
import { PasswordField } from './credential-fields.tsx';

interface ChangePasswordFormProps {
  rules: RegisterRules;
  /** Known when the change follows the login that just used it (spec §5: then it is not asked again). */
  knownOldPassword?: string;
  /** A forced change (default or expired password): the only way out is signing out. */
  forced: boolean;
  onChanged: () => void;
  onSignOut: () => void;
}

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
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [finishing, setFinishing] = useState(false);
  const askOld = knownOldPassword === undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending || finishing) return;
    const found = problemsOf({
      oldPassword: askOld && oldPassword === '' ? { key: 'required' } : null,
      newPassword: checkFieldValue('newPassword', requiredRule(rules.password), newPassword),
      confirmNewPassword: checkConfirmation(newPassword, confirmation),
    });
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    change.mutate(
      { oldPassword: askOld ? oldPassword : knownOldPassword, newPassword, confirmNewPassword: confirmation },
      {
        onError: (error) => {
          const fieldProblems = apiFieldProblems(error);
          setProblems(fieldProblems);
          setFailure(hasProblems(fieldProblems) ? null : error);
        },
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

  const text = (field: string) => problemText(t, problems[field]);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {forced ? (
        <p className={styles.notice} role="status">
          {t('change_password.forced')}
        </p>
      ) : null}
      {askOld ? (
        <PasswordField
          label={t('fields.old_password')}
          name="oldPassword"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={text('oldPassword')}
        />
      ) : null}
      <PasswordField
        label={t('fields.new_password')}
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={text('newPassword')}
      />
      <PasswordField
        label={t('fields.confirm_new_password')}
        name="confirmNewPassword"
        autoComplete="new-password"
        placeholder={t('fields.confirm_placeholder')}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={text('confirmNewPassword')}
      />
      {failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(failure, t)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={change.isPending || finishing}>
        {t('change_password.submit')}
      </Button>
      {forced ? (
        <button type="button" className={`${styles.link} ${styles.centered}`} onClick={onSignOut}>
          {t('change_password.sign_out')}
        </button>
      ) : null}
    </form>
  );
}
