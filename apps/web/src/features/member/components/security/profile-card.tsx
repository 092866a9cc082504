import type { MemberInfo } from '@platform/contract/accounts';
import { profileFormSchema } from '@platform/contract/security-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputBox, TextField, useContractForm } from '../../../../components/form/index.ts';
import { AVATAR_IDS, Avatar } from '../../../../components/ui/avatar.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Icon } from '../../../../components/ui/icon.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/notice.ts';
import type { RegisterRules } from '../../../../lib/register-settings.ts';
import { useMemberIcon } from '../../api/use-member-icon.ts';
import { useUpdateProfile } from '../../api/use-update-profile.ts';
import { maskMiddle } from '../../mask.ts';
import styles from './security.module.css';
import { SecurityForm, useSecurityRequest } from './security-form.tsx';

function AvatarPicker({ current, onDone }: { current: string | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const setIcon = useMemberIcon();
  const [chosen, setChosen] = useState(current ?? AVATAR_IDS[0]!);
  return (
    <div className={styles.form}>
      <fieldset className={styles.avatarGrid}>
        <legend className="visually-hidden">{t('security.choose_avatar')}</legend>
        {AVATAR_IDS.map((icon, index) => (
          <label key={icon} className={styles.avatarChoice}>
            <input
              type="radio"
              name="avatar"
              className="visually-hidden"
              checked={chosen === icon}
              onChange={() => setChosen(icon)}
            />
            <Avatar icon={icon} size={40} />
            <span className="visually-hidden">{t('security.avatar_n', { n: index + 1 })}</span>
          </label>
        ))}
      </fieldset>
      {setIcon.isError ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(setIcon.error, t)}
        </p>
      ) : null}
      <Button
        busy={setIcon.isPending}
        disabled={chosen === current}
        onClick={() =>
          setIcon.mutate(chosen, {
            onSuccess: () => {
              showToast(t('security.saved'));
              onDone();
            },
          })
        }
      >
        {t('security.save')}
      </Button>
    </div>
  );
}

/** Nickname any time; the real name (payee name) once, then it shows partly hidden and locked. */
function ProfileForm({ info, rules }: { info: MemberInfo; rules: RegisterRules }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useContractForm(profileFormSchema(rules), {
    defaultValues: { nickname: info.nickname, payeeName: '' },
  });
  const request = useSecurityRequest(form, ['nickname', 'payeeName']);
  const outcome = request.outcome();
  const realNameSet = info.payeeName !== null && info.payeeName !== '';

  return (
    <SecurityForm
      form={form}
      onSubmit={request.submit(({ nickname, payeeName }) => {
        if (update.isPending) return;
        const giveRealName = !realNameSet && payeeName !== '';
        update.mutate(
          { nickname, ...(giveRealName ? { payeeName } : {}) },
          {
            ...outcome,
            onSuccess: () => {
              form.setValue('payeeName', '');
              outcome.onSuccess();
            },
          },
        );
      })}
      failure={request.failure}
      busy={update.isPending}
      submitLabel={t('security.save')}
    >
      <TextField label={t('fields.nickname')} name="nickname" autoComplete="nickname" />
      {realNameSet ? (
        <InputBox
          label={t('fields.payeeName')}
          name="payeeName"
          value={maskMiddle(info.payeeName ?? '', 1, 0)}
          readOnly
          icon="lock"
          hint={t('security.real_name_locked')}
        />
      ) : (
        <TextField
          label={t('fields.payeeName')}
          name="payeeName"
          autoComplete="name"
          hint={t('security.real_name_once')}
        />
      )}
    </SecurityForm>
  );
}

/** The member's identity: avatar, names, and when the account was made and last used (spec §2 My account). */
export function ProfileCard({ info, rules }: { info: MemberInfo; rules: RegisterRules }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [choosing, setChoosing] = useState(false);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t('security.never'));
  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h3 id="profile-title" className={styles.cardTitle}>
        <Icon name="user" size={20} />
        {t('security.profile')}
      </h3>
      <div className={styles.profile}>
        <div className={styles.avatarColumn}>
          <Avatar icon={info.icon} size={72} />
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={choosing}
            onClick={() => setChoosing((value) => !value)}
          >
            {t('security.change_avatar')}
          </Button>
        </div>
        <div className={styles.facts}>
          <div className={styles.fact}>
            <span className={styles.factLabel}>{t('fields.username')}</span>
            <span className={styles.factValue}>{info.account}</span>
          </div>
          <div className={styles.fact}>
            <span className={styles.factLabel}>{t('security.previous_login')}</span>
            <span className={styles.factValue}>{when(info.previousLoginAt)}</span>
          </div>
          <div className={styles.fact}>
            <span className={styles.factLabel}>{t('security.member_since')}</span>
            <span className={styles.factValue}>{when(info.createdAt)}</span>
          </div>
        </div>
      </div>
      {choosing ? <AvatarPicker current={info.icon} onDone={() => setChoosing(false)} /> : null}
      <div className={styles.profileForm}>
        <ProfileForm key={info.nickname} info={info} rules={rules} />
      </div>
    </section>
  );
}
