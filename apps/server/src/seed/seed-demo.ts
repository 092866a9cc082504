import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { installDefaultLotteries } from '../modules/lottery/lottery-draws.service.ts';
import { seedDemoOperator } from '../modules/operators/operators.seed.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { seedDemoGames } from './demo-games.ts';
import { seedInHouseCatalog } from './demo-in-house.ts';
import { seedDemoMerchant } from './demo-merchant.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { DEMO_TEAM, DEMO_TEAM_PASSWORD, seedDemoTeam } from './demo-team.ts';
import { seedDemoVendorIntegrations } from './demo-vendor-integrations.ts';
import { seedDemoWallet } from './demo-wallet.ts';

/** The demo site of `npm start`: a merchant, members, catalog, sandbox vendors and the first operator. */
export async function seedDemo(
  database: DatabaseHandle,
  config: Config,
  secrets: SecretBox,
  now: Date,
): Promise<void> {
  const merchantId = await seedDemoMerchant(database.db, now, config.PORT);
  await seedDemoAccounts(database.db, merchantId, now);
  await seedDemoTeam(database.db, merchantId, now);
  await seedDemoContracts(database.db, merchantId, now);
  await seedDemoGames(database.db, now);
  // After the demo catalog, which is seeded only while the catalog is empty.
  await seedInHouseCatalog(database.db, merchantId, now);
  // The lotteries run (draws every few minutes) whether or not their pages are shown yet.
  await installDefaultLotteries(database.db, merchantId, now);
  // After the in-house catalog, whose games the demo player's rounds are played in.
  await seedDemoWallet(database.db, merchantId, now);
  await seedDemoMessages(database.db, merchantId, now);
  if (config.SANDBOX_VENDOR)
    await seedDemoVendorIntegrations(database.db, {
      publicUrl: config.SANDBOX_VENDOR_PUBLIC_URL,
      secret: config.SANDBOX_VENDOR_SECRET,
      secrets,
    });
  // Printed, not logged: these are for the person starting the demo, once.
  const print = (line: string) => process.stdout.write(`${line}\n`);
  for (const demo of DEMO_ACCOUNTS) print(`Demo login: ${demo.account} / ${demo.password}`);
  print(`Demo agent01's team: ${DEMO_TEAM.map((demo) => demo.account).join(', ')} / ${DEMO_TEAM_PASSWORD}`);
  await seedDemoOperator(database.db, merchantId, print, now);
}
