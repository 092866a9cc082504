/**
 * The contract's withdrawal constants (packages/contract/src/withdrawals.ts), restated here because
 * that module carries the zod schemas and importing a value from it would put zod in this tab's
 * chunk. limits.test.ts keeps the two equal.
 */
export const MAX_BANK_ACCOUNTS = 5;
export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
