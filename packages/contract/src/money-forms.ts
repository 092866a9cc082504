import { z } from 'zod';
import { checkedForm, type FormProblem, formText, problemMessage, requiredProblem } from './form-schemas.ts';

/**
 * The money forms (deposit, withdrawal, receipt answer, transfers): the limits an amount must keep,
 * as the web's forms check them before a request and the server checks the same request with them.
 * Amounts are integer minor units (DESIGN §5). The server passes the number it received; the web
 * passes its amount input (typed text read into minor units), and the rule checks what it gives.
 */

/** What an amount is read from: minor units already, or the form's text read into them. */
export type AmountSource = z.ZodType<number, unknown>;

const minorUnits: AmountSource = z.number();

/** An amount read by `source`, then refused with `check`'s problem, if any. */
function ruledAmount(source: AmountSource, check: (minor: number) => FormProblem | null) {
  return source.pipe(
    z.number().superRefine((minor, ctx) => {
      const problem = check(minor);
      if (problem) ctx.addIssue({ code: 'custom', message: problemMessage(problem) });
    }),
  );
}

/** The payment password a money move is confirmed with: given (never trimmed). */
const paymentPasswordInput = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value) return value;
    ctx.addIssue({ code: 'custom', message: problemMessage({ key: 'required' }) });
    return z.NEVER;
  });

/** Inclusive limits in minor units. */
interface Limits {
  minAmount: number;
  maxAmount: number;
}

const within = (minor: number, { minAmount, maxAmount }: Limits) => minor >= minAmount && minor <= maxAmount;

/** A deposit: an amount within the channel's limits, and the bank reference when the channel asks. */
export function depositFormSchema(
  channel: Limits & { requiresReference: boolean },
  amount: AmountSource = minorUnits,
) {
  // Field by field, so an empty reference is said even while the amount is refused too.
  return z.object({
    amount: ruledAmount(amount, (minor) =>
      within(minor, channel)
        ? null
        : { key: 'deposit_amount_range', params: { min: channel.minAmount, max: channel.maxAmount } },
    ),
    memberReference: formText('memberReference').superRefine((value, ctx) => {
      const problem = channel.requiresReference ? requiredProblem(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problemMessage(problem) });
    }),
  });
}

/**
 * A withdrawal: an amount within the policy's limits (and, when the caller knows it, the balance),
 * one of the member's bank accounts, and the payment password.
 */
export function withdrawalFormSchema(
  limits: Limits & { balance?: number },
  amount: AmountSource = minorUnits,
) {
  return z.object({
    amount: ruledAmount(amount, (minor): FormProblem | null => {
      if (!within(minor, limits))
        return { key: 'withdrawal_amount_range', params: { min: limits.minAmount, max: limits.maxAmount } };
      if (limits.balance !== undefined && minor > limits.balance)
        return { key: 'withdrawal_amount_above', params: { max: limits.balance } };
      return null;
    }),
    bankAccountId: z.number({ error: problemMessage({ key: 'withdrawal_bank_required' }) }),
    paymentPassword: paymentPasswordInput,
  });
}

/** The part of a paid withdrawal that did not arrive: at least one minor unit, less than all of it. */
export function receiptRemainderSchema(withdrawalAmount: number, amount: AmountSource = minorUnits) {
  return ruledAmount(amount, (minor) =>
    minor >= 1 && minor < withdrawalAmount
      ? null
      : { key: 'withdrawal_remainder_range', params: { max: withdrawalAmount - 1 } },
  );
}

/** Money moved out of a balance the member sees: at least one minor unit, at most the balance. */
function transferAmount(balance: number, amount: AmountSource) {
  return ruledAmount(amount, (minor): FormProblem | null => {
    if (minor < 1) return { key: 'amount_format' };
    return minor > balance ? { key: 'amount_above_balance', params: { max: balance } } : null;
  });
}

/** A transfer to the upline (spec §2 transferUpline): an amount the balance covers, and the payment password. */
export function uplineTransferFormSchema(balance: number, amount: AmountSource = minorUnits) {
  return z.object({ amount: transferAmount(balance, amount), paymentPassword: paymentPasswordInput });
}

/** A move between the main wallet and a game's wallet: an amount the source wallet covers. */
export function walletTransferFormSchema(sourceBalance: number, amount: AmountSource = minorUnits) {
  return z.object({ amount: transferAmount(sourceBalance, amount) });
}

/** Digits only: the spaces and dashes people type between groups are dropped. */
export const bankAccountDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Binding a bank account: the bank's name, and the account number of 6 to 34 digits. */
export const bindBankAccountFormSchema = checkedForm(
  {
    bankName: formText('bankName'),
    accountNumber: formText('accountNumber').transform(bankAccountDigits),
  },
  ({ bankName, accountNumber }) => ({
    bankName:
      requiredProblem(bankName) ??
      (bankName.length >= 2 && bankName.length <= 64 ? null : { key: 'bank_name_length' }),
    accountNumber:
      requiredProblem(accountNumber) ??
      (/^[0-9]{6,34}$/.test(accountNumber) ? null : { key: 'bank_number_format' }),
  }),
);
