import type { MemberInfo } from '@platform/contract/accounts';
import { checkFieldValue } from '@platform/contract/field-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_IDS, Avatar } from '../../../../components/ui/avatar.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Icon } from '../../../../components/ui/icon.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import {
  apiErrorMessage,
  apiFieldProblems,
  type Problems,
  problemText,
} from '../../../../lib/api-error-message.ts';
import { hasProblems, problemsOf, requiredRule } from '../../../../lib/field-checks.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/notice.ts';
import type { RegisterRules } from '../../../../lib/register-settings.ts';
import { useMemberIcon } from '../../api/use-member-icon.ts';
import { useUpdateProfile } from '../../api/use-update-profile.ts';
import { maskMiddle } from '../../mask.ts';
import styles from './security.module.css';

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
  const [nickname, setNickname] = useState(info.nickname);
  const [payeeName, setPayeeName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const realNameSet = info.payeeName !== null && info.payeeName !== '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const giveRealName = !realNameSet && payeeName.trim() !== '';
    const found = problemsOf({
      nickname: rules.nickname ? checkFieldValue('nickname', requiredRule(rules.nickname), nickname) : null,
      payeeName: giveRealName ? checkFieldValue('payeeName', requiredRule(rules.payeeName), payeeName) : null,
    });
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    update.mutate(
      { nickname: nickname.trim(), ...(giveRealName ? { payeeName: payeeName.trim() } : {}) },
      {
        onSuccess: () => {
          setPayeeName('');
          showToast(t('security.saved'));
        },
        onError: (error) => {
          const fieldProblems = apiFieldProblems(error);
          setProblems(fieldProblems);
          setFailure(hasProblems(fieldProblems) ? null : error);
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('fields.nickname')}
        name="nickname"
        autoComplete="nickname"
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        error={problemText(t, problems.nickname)}
      />
      {realNameSet ? (
        <TextField
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
          value={payeeName}
          onChange={(event) => setPayeeName(event.target.value)}
          error={problemText(t, problems.payeeName)}
          hint={t('security.real_name_once')}
        />
      )}
      {failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(failure, t)}
        </p>
      ) : null}
      <Button type="submit" busy={update.isPending}>
        {t('security.save')}
      </Button>
    </form>
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
