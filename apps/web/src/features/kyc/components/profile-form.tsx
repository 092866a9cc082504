import { KycProfileInputSchema } from '@platform/contract/kyc';
import { useTranslation } from 'react-i18next';
import { Form, TextField, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { useSubmitProfile } from '../api/use-submit-profile.ts';
import styles from './verification.module.css';

const FIELDS = ['fullName', 'birthDate', 'address'] as const;

/** Tier 1: name, birth date and address, checked by the contract here and by the server's age rule. */
export function ProfileForm({ minimumAge }: { minimumAge: number }) {
  const { t } = useTranslation('pages');
  const save = useSubmitProfile();
  const form = useContractForm(KycProfileInputSchema, {
    defaultValues: { fullName: '', birthDate: '', address: '' },
  });
  const request = useFormRequest(form);
  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={request.submit((values) => {
        if (!save.isPending)
          save.mutate(values, {
            onError: (error) => request.refused(error, FIELDS, { KYC_UNDER_AGE: { field: 'birthDate' } }),
          });
      })}
    >
      <p className={styles.muted}>{t('kyc.profile_hint', { age: minimumAge })}</p>
      <TextField name="fullName" label={t('kyc.full_name')} autoComplete="name" required />
      <TextField name="birthDate" label={t('kyc.birth_date')} type="date" autoComplete="bday" required />
      <TextField name="address" label={t('kyc.address')} autoComplete="street-address" required />
      {request.failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(request.failure, t)}
        </p>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        {t('kyc.verify')}
      </Button>
    </Form>
  );
}
