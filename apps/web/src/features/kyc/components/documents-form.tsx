import {
  KYC_DOCUMENT_CONTENT_TYPES,
  KYC_ID_TYPES,
  KYC_ID_TYPES_WITH_BACK,
  KycSubmissionInputSchema,
  MAX_KYC_DOCUMENT_BYTES,
} from '@platform/contract/kyc';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileField, Form, fileList, SelectField, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { useSendDocuments } from '../api/use-send-documents.ts';
import styles from './verification.module.css';

const ONE_FILE = { types: KYC_DOCUMENT_CONTENT_TYPES, maxBytes: MAX_KYC_DOCUMENT_BYTES, maxCount: 1 };
const ACCEPT = KYC_DOCUMENT_CONTENT_TYPES.join(',');

/** The contract's submission as the form holds it: files in place of the uploaded documents' ids. */
const documentsFormSchema = z
  .object({
    idType: KycSubmissionInputSchema.shape.idType,
    front: fileList({ ...ONE_FILE, required: true }),
    back: fileList(ONE_FILE),
    selfie: fileList({ ...ONE_FILE, required: true }),
  })
  .refine((values) => !KYC_ID_TYPES_WITH_BACK.includes(values.idType) || values.back.length === 1, {
    path: ['back'],
    message: 'file_required',
  });

/** Tier 2: the identity document (front, and back for cards) and a selfie, sent for review. */
export function DocumentsForm() {
  const { t } = useTranslation('pages');
  const send = useSendDocuments();
  const form = useContractForm(documentsFormSchema, {
    defaultValues: { idType: 'passport', front: [], back: [], selfie: [] },
  });
  const request = useFormRequest(form);
  const idType = form.watch('idType');
  const hasBack = KYC_ID_TYPES_WITH_BACK.includes(idType as (typeof KYC_ID_TYPES)[number]);
  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={request.submit((values) => {
        const [front] = values.front;
        const [selfie] = values.selfie;
        if (send.isPending || !front || !selfie) return;
        const back = hasBack ? (values.back[0] ?? null) : null;
        send.mutate(
          { idType: values.idType, front, back, selfie },
          { onError: (error) => request.refused(error, ['front', 'back', 'selfie']) },
        );
      })}
    >
      <p className={styles.muted}>{t('kyc.documents_hint')}</p>
      <SelectField
        name="idType"
        label={t('kyc.id_type')}
        options={KYC_ID_TYPES.map((type) => ({ value: type, label: t(`kyc.id_types.${type}`) }))}
        required
      />
      <FileField name="front" label={t('kyc.front')} accept={ACCEPT} required />
      {hasBack ? <FileField name="back" label={t('kyc.back')} accept={ACCEPT} required /> : null}
      <FileField name="selfie" label={t('kyc.selfie')} accept={ACCEPT} required />
      {request.failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(request.failure, t)}
        </p>
      ) : null}
      <Button type="submit" busy={send.isPending}>
        {t('kyc.send_documents')}
      </Button>
    </Form>
  );
}
