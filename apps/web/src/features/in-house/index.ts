// The in-house games feature's public entry: the bet problem keys, which the locales must carry.
// The game page loads through lazy.ts.

// What the lottery pages share with the games: the wallet's money, the key of a money request and
// how a check of the seeds reads.
export { newActionKey } from './api/use-in-house.ts';
export { VerificationStatus } from './components/verification-status.tsx';
export { type InHouseWallet, useInHouseWallet } from './lib/money.ts';
export { BET_PROBLEM_KEYS } from './lib/round-error.ts';
export { sameJson, type Verification, type VerifyStatus } from './lib/verify-round.ts';
