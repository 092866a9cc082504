import * as contract from '@platform/contract/withdrawals';
import { describe, expect, it } from 'vitest';
import { MAX_BANK_ACCOUNTS, MAX_PROOF_BYTES, MAX_PROOFS } from './limits.ts';

describe('withdrawal constants restated for the web', () => {
  it('equal the contract’s, which the server enforces', () => {
    expect({ MAX_BANK_ACCOUNTS, MAX_PROOFS, MAX_PROOF_BYTES }).toEqual({
      MAX_BANK_ACCOUNTS: contract.MAX_BANK_ACCOUNTS,
      MAX_PROOFS: contract.MAX_PROOFS,
      MAX_PROOF_BYTES: contract.MAX_PROOF_BYTES,
    });
  });
});
