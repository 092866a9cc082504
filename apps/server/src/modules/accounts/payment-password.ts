import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { checkSecret, secretRefusedError } from '../verification/secret-guard.ts';
import type { AccountsDeps } from './accounts.deps.ts';
import { members } from './accounts.tables.ts';
import { verifyPassword } from './passwords.ts';
import { paymentPasswordSubject } from './secret-subjects.ts';

/**
 * Checks the member's payment password before money leaves the wallet (transfers, withdrawals).
 * Shared so every payment counts wrong attempts against the same limit: a guesser cannot get five
 * tries per feature. The guard counts each attempt before comparing and gives it back when right,
 * so a member paying often is never paused, and concurrent guesses never pass the limit.
 */
export async function checkPaymentPassword(
  deps: Pick<AccountsDeps, 'db' | 'limiter'>,
  caller: { memberId: number },
  password: string,
): Promise<void> {
  const [member] = await deps.db
    .select({ hash: members.paymentPasswordHash })
    .from(members)
    .where(eq(members.id, caller.memberId));
  const hash = member?.hash;
  if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first');
  const verdict = await checkSecret(deps.limiter, [paymentPasswordSubject(caller.memberId)], () =>
    verifyPassword(hash, password),
  );
  if (verdict.ok) return;
  if (verdict.code === 'RATE_LIMITED') throw secretRefusedError(verdict);
  throw new AppError('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect', [
    { field: 'body.paymentPassword', message: 'The payment password is incorrect' },
  ]);
}
