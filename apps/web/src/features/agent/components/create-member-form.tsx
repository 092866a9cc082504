import { MEMBER_TYPE } from '@platform/contract/account-constants';
import { creatableTypes, createMemberFormSchema, type TeamMember } from '@platform/contract/agent-centre';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  Form,
  PasswordField,
  SelectField,
  TextField,
  useContractForm,
} from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRegisterRules, useRegisterSettings } from '../../../lib/register-settings.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreateMember } from '../api/use-create-member.ts';
import styles from './register-centre.module.css';

/** The fields a refusal may name (ACCOUNT_TAKEN is said under the account). */
const FIELDS = ['username', 'password', 'confirmPassword', 'nickname', 'type'] as const;

const EMPTY = {
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  type: String(MEMBER_TYPE.MEMBER),
};

/**
 * Spec §2 register centre: the agent creates a player, or an agent of its own type, directly
 * under itself, by the same account and password rules as registration. The new member changes
 * the password the agent chose at first login, so the form says so when it is done.
 */
export function CreateMemberForm() {
  const { t } = useTranslation('pages');
  const { t: words } = useTranslation('account');
  const titleId = useId();
  const session = useSession();
  const rules = useRegisterRules();
  const settings = useRegisterSettings();
  const create = useCreateMember();
  const [created, setCreated] = useState<TeamMember | null>(null);
  const schema = createMemberFormSchema(rules.data ?? {});
  const form = useContractForm(schema, { defaultValues: EMPTY });
  const types = creatableTypes(session.memberType ?? MEMBER_TYPE.MEMBER);
  const closed = settings.data?.usernameRegistration === false;

  const submit = form.submitWith((values: z.output<typeof schema>) => {
    if (create.isPending) return;
    setCreated(null);
    const { nickname, ...rest } = values;
    create.mutate(
      { ...rest, ...(nickname ? { nickname } : {}) },
      {
        onSuccess: (member) => {
          setCreated(member);
          form.reset(EMPTY);
        },
        onError: (error) => form.fail(error, FIELDS),
      },
    );
  });

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Icon name="user" size={18} />
        {t('agent.register.title')}
      </h2>
      <p className={styles.hint}>{t('agent.register.hint')}</p>
      {closed ? (
        <Notice tone="warning" role="status">
          {t('agent.register.closed')}
        </Notice>
      ) : (
        <Form form={form} onSubmit={submit} className={styles.form}>
          <div className={styles.fields}>
            <TextField
              label={words('fields.username')}
              name="username"
              icon="user"
              required
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={t('agent.register.username_placeholder')}
            />
            <TextField
              label={words('fields.nickname')}
              name="nickname"
              autoComplete="off"
              hint={t('agent.register.nickname_hint')}
            />
            <PasswordField
              name="password"
              autoComplete="new-password"
              placeholder={t('agent.register.password_placeholder')}
            />
            <PasswordField
              label={words('fields.confirm_password')}
              name="confirmPassword"
              autoComplete="new-password"
              placeholder={words('fields.confirm_placeholder')}
            />
            {types.length > 1 ? (
              <SelectField
                name="type"
                label={t('agent.register.type')}
                options={types.map((type) => ({
                  value: String(type),
                  label: t(
                    type === MEMBER_TYPE.MEMBER ? 'agent.team.types.member' : 'agent.team.types.agent',
                  ),
                }))}
                hint={t('agent.register.type_hint')}
                required
              />
            ) : null}
          </div>
          {created ? (
            <Notice tone="info" role="status">
              {t('agent.register.created', { account: created.account })}
            </Notice>
          ) : null}
          {form.failure !== null ? (
            <p className={styles.formError} role="alert">
              {apiErrorMessage(form.failure, t)}
            </p>
          ) : null}
          <div>
            <Button type="submit" busy={create.isPending}>
              {t('agent.register.submit')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
