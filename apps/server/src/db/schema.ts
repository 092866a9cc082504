// Every table of every module, for Drizzle's typed queries and drizzle-kit's migrations.

export * from '../jobs/jobs.tables.ts';
export * from '../modules/accounts/accounts.tables.ts';
export * from '../modules/accounts/member-notes.tables.ts';
export * from '../modules/accounts/member-tree.tables.ts';
export * from '../modules/adjustments/adjustments.tables.ts';
export * from '../modules/agents/contracts.tables.ts';
export * from '../modules/bets/bets.tables.ts';
export * from '../modules/bets/turnover.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/free-rounds/free-rounds.tables.ts';
export * from '../modules/games/games.tables.ts';
export * from '../modules/games/member-games.tables.ts';
export * from '../modules/games/vendors.tables.ts';
export * from '../modules/images/images.tables.ts';
export * from '../modules/in-house/in-house.tables.ts';
export * from '../modules/ledger/ledger.tables.ts';
export * from '../modules/merchants/merchants.tables.ts';
export * from '../modules/operators/operators.tables.ts';
export * from '../modules/payments/channel-accounts.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/seamless/seamless.tables.ts';
export * from '../modules/system/system.tables.ts';
export * from '../modules/team-figures/team-figures.tables.ts';
export * from '../modules/verification/verification.tables.ts';
export * from '../modules/wallet/vendor-transfers.tables.ts';
export * from '../modules/withdrawals/withdrawals.tables.ts';
