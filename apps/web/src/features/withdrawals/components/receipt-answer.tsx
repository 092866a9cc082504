import { receiptRemainderSchema } from '@platform/contract/money-forms';
import type { ReceiptAnswer, Withdrawal } from '@platform/contract/withdrawals';
import { type BaseSyntheticEvent, type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AmountField, amountInput, Form, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notice.ts';
import { type Currency, useMoneyText } from '../amount-check.ts';
import { useConfirmReceipt } from '../api/use-confirm-receipt.ts';
import { useUploadProof } from '../api/use-upload-proof.ts';
import { MAX_PROOFS } from '../limits.ts';
import { checkProofFiles, type ProofProblem } from '../proof-files.ts';
import styles from './withdrawals.module.css';

type FileProblem = ProofProblem | { problem: 'required' };

function proofMessage(t: ReturnType<typeof useTranslation>['t'], problem: FileProblem): string {
  if (problem.problem === 'required') return t('withdraw.receipt.proof_required');
  if (problem.problem === 'count') return t('withdraw.receipt.proof_count', { count: problem.max });
  return t(`withdraw.receipt.proof_${problem.problem}`, { name: problem.name });
}

/** Which answers the member may give now: a payout awaiting an answer, or an open dispute. */
export function answersFor(withdrawal: Withdrawal, now: number): ReceiptAnswer[] {
  if (withdrawal.status === 'disputed') return ['all_received'];
  const deadline = withdrawal.receiptDeadline ? Date.parse(withdrawal.receiptDeadline) : Number.NaN;
  if (withdrawal.status === 'paid' && deadline > now)
    return ['received', 'not_received', 'partially_received'];
  return [];
}

interface ReceiptAnswerProps {
  withdrawal: Withdrawal;
  currency: Currency;
  answers: ReceiptAnswer[];
}

/**
 * Spec §4 receipt confirmation: received, not received (with 1 to 3 proof images), partially
 * received (with the remainder), and all received for an open dispute. Silence until the deadline
 * counts as received, so the deadline is always in view.
 */
export function ReceiptAnswerPanel({ withdrawal, currency, answers }: ReceiptAnswerProps) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const money = useMoneyText(currency);
  const confirm = useConfirmReceipt(withdrawal.orderNo);
  const upload = useUploadProof(withdrawal.orderNo);
  const fileInputId = useId();
  const [answer, setAnswer] = useState<ReceiptAnswer | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<FileProblem[]>([]);
  // Only a partial receipt has a field the contract rules: the remainder, less than the payout.
  const form = useContractForm(
    z.object({
      remainder:
        answer === 'partially_received'
          ? receiptRemainderSchema(
              withdrawal.amount,
              amountInput({ exponent: currency.currencyExponent, min: 0, max: Number.MAX_SAFE_INTEGER }),
            )
          : z.unknown(),
    }),
    { defaultValues: { remainder: '' } },
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  // Files already accepted by the server: a retry after a failed later step does not send them twice.
  const uploaded = useRef(new Set<File>());
  const room = MAX_PROOFS - withdrawal.proofs.length;
  const busy = checking || upload.isPending || confirm.isPending;

  function choose(next: ReceiptAnswer | null) {
    setAnswer(next);
    setFailure(null);
    setFileProblems([]);
    form.clearErrors();
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again after removing it fires a change.
    event.target.value = '';
    setFiles((current) => [...current, ...picked.filter((file) => !current.includes(file))]);
    setFileProblems([]);
  }

  const done = () => {
    showToast(t('withdraw.receipt.sent'));
    choose(null);
  };
  const onError = (error: unknown) => setFailure(error);

  async function onSubmit(event?: BaseSyntheticEvent) {
    event?.preventDefault();
    if (busy || !answer) return;
    setFailure(null);
    if (answer === 'partially_received') {
      const send = form.submitWith(({ remainder }) => {
        confirm.mutate({ answer, remainder: remainder as number }, { onSuccess: done, onError });
      });
      return send(event);
    }
    if (answer !== 'not_received') {
      confirm.mutate({ answer }, { onSuccess: done, onError });
      return;
    }
    const pending = files.filter((file) => !uploaded.current.has(file));
    if (withdrawal.proofs.length + uploaded.current.size === 0 && files.length === 0) {
      setFileProblems([{ problem: 'required' }]);
      return;
    }
    setChecking(true);
    const checked = await checkProofFiles(pending);
    setChecking(false);
    const tooMany = uploaded.current.size + pending.length > room;
    if (!checked.ok || tooMany) {
      const problems = checked.ok ? [] : checked.problems.filter((problem) => problem.problem !== 'count');
      setFileProblems(tooMany ? [{ problem: 'count', max: room }, ...problems] : problems);
      return;
    }
    setFileProblems([]);
    try {
      for (const proof of checked.proofs) {
        // The Content-Type the bytes declare, whatever the browser guessed from the file name.
        await upload.mutateAsync(new Blob([proof.file], { type: proof.contentType }));
        uploaded.current.add(proof.file);
      }
    } catch (error) {
      return onError(error);
    }
    confirm.mutate({ answer }, { onSuccess: done, onError });
  }

  const deadline = withdrawal.receiptDeadline;
  const failureText =
    failure instanceof ApiError && failure.fields.some((field) => field.key === 'withdrawal_remainder_range')
      ? t('withdraw.receipt.remainder_range', { max: money(withdrawal.amount - 1) })
      : failure instanceof ApiError &&
          failure.fields.some((field) => field.key === 'withdrawal_proof_required')
        ? t('withdraw.receipt.proof_required')
        : failure !== null
          ? apiErrorMessage(failure, t)
          : null;

  return (
    <div className={styles.receipt}>
      <p className={styles.receiptQuestion}>
        {withdrawal.status === 'disputed'
          ? t('withdraw.receipt.dispute_question')
          : t('withdraw.receipt.question')}
      </p>
      {withdrawal.status === 'paid' && deadline ? (
        <p className={styles.deadline}>
          {t('withdraw.receipt.deadline', { time: formatDateTime(deadline, language) })}
        </p>
      ) : null}
      <fieldset className={styles.answers}>
        <legend className="visually-hidden">{t('withdraw.receipt.question')}</legend>
        {answers.map((option) => (
          <Button
            key={option}
            variant={answer === option ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={answer === option}
            onClick={() => choose(answer === option ? null : option)}
          >
            {t(`withdraw.receipt.answers.${option}`)}
          </Button>
        ))}
      </fieldset>
      {answer ? (
        <Form form={form} className={styles.answerForm} onSubmit={onSubmit}>
          {answer === 'received' || answer === 'all_received' ? (
            <p className={styles.muted}>
              {t(`withdraw.receipt.confirm_${answer}`, { amount: money(withdrawal.amount) })}
            </p>
          ) : null}
          {answer === 'partially_received' ? (
            <AmountField
              label={t('withdraw.receipt.remainder')}
              name="remainder"
              currency={currency}
              hint={t('withdraw.receipt.remainder_hint', { max: money(withdrawal.amount - 1) })}
            />
          ) : null}
          {answer === 'not_received' ? (
            <div className={styles.proofs}>
              <label htmlFor={fileInputId} className={styles.legend}>
                {t('withdraw.receipt.proofs')}
              </label>
              <p className={styles.muted}>{t('withdraw.receipt.proofs_hint', { count: room })}</p>
              <input
                id={fileInputId}
                className={styles.fileInput}
                type="file"
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                multiple
                onChange={onFiles}
              />
              {files.length ? (
                <ul className={styles.fileList}>
                  {files.map((file) => (
                    <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                      <span className={styles.fileName}>{file.name}</span>
                      {uploaded.current.has(file) ? null : (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('withdraw.receipt.remove_file', { name: file.name })}
                          onClick={() => setFiles((current) => current.filter((item) => item !== file))}
                        >
                          {t('withdraw.receipt.remove')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              {fileProblems.map((problem) => (
                <p
                  key={`${problem.problem}-${'name' in problem ? problem.name : ''}`}
                  className={styles.fieldError}
                  role="alert"
                >
                  {proofMessage(t, problem)}
                </p>
              ))}
            </div>
          ) : null}
          {failureText ? (
            <p className={styles.formError} role="alert">
              {failureText}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('withdraw.receipt.send')}
            </Button>
            <Button variant="ghost" onClick={() => choose(null)}>
              {t('withdraw.cancel')}
            </Button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
