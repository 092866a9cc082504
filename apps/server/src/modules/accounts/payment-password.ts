import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import type { AccountsDeps } from './accounts.deps.ts';
import { members } from './accounts.tables.ts';
import { verifyPassword } from './passwords.ts';

/** Wrong payment passwords allowed per member before a pause, as for login (spec §9). */
const PAYMENT_PASSWORD_ATTEMPTS = 5;
const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60_000;

/**
 * Checks the member's payment password before money leaves the wallet (transfers, withdrawals).
 * Shared so every payment counts wrong attempts against the same limit: a guesser cannot get five
 * tries per feature.
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
  if (!member?.hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first');
  // Only wrong passwords count, so a member paying often is never paused; once the window holds
  // the limit, even the right password waits until it ends.
  const key = `payment-password:${caller.memberId}`;
  const failures = await deps.limiter.peek(key);
  if (failures.count >= PAYMENT_PASSWORD_ATTEMPTS) {
    const retryAfterSeconds = Math.max(1, Math.ceil(failures.retryAfterMs / 1000));
    throw new AppError(
      'RATE_LIMITED',
      'Too many attempts, please try again later',
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
      { retryAfterSeconds },
    );
  }
  if (!(await verifyPassword(member.hash, password))) {
    await deps.limiter.hit(key, PAYMENT_PASSWORD_ATTEMPTS, PAYMENT_PASSWORD_WINDOW_MS);
    throw new AppError('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect', [
      { field: 'body.paymentPassword', message: 'The payment password is incorrect' },
    ]);
  }
}
