import { AppError } from '../../http/app-error.ts';
import { LedgerError } from './ledger.service.ts';

/**
 * What a member is told when a movement they asked for is refused by the ledger: too little money
 * (about the amount they typed) or a request id reused for another movement. Anything else is
 * unexpected and passes through.
 */
export function memberPostingError(error: unknown): unknown {
  if (!(error instanceof LedgerError)) return error;
  if (error.code === 'INSUFFICIENT_FUNDS')
    return new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance', [
      { field: 'body.amount', message: 'Insufficient balance' },
    ]);
  if (error.code === 'IDEMPOTENCY_CONFLICT')
    return new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for a different transfer');
  return error;
}
