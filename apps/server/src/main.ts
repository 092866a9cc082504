import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loadSecretBox } from './crypto/master-keys.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { startVendorTransferReconciliation } from './jobs/vendor-transfer-reconciliation.ts';
import { openGeoLookup } from './modules/geo/geo.service.ts';
import { seedDemoOperator } from './modules/operators/operators.seed.ts';
import { transferVendorWallets, VENDOR_CALL_TIMEOUT_MS } from './modules/wallet/transfer-vendor-client.ts';
import { buildOpsApp } from './ops-app.ts';
import { buildSandboxVendor } from './sandbox-vendor/sandbox-vendor.app.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed/demo-accounts.ts';
import { seedDemoGames } from './seed/demo-games.ts';
import { seedInHouseCatalog } from './seed/demo-in-house.ts';
import { seedDemoMerchant } from './seed/demo-merchant.ts';
import { seedDemoVendorIntegrations, transferVendorCodes } from './seed/demo-vendor-integrations.ts';

/** config -> database -> migrations -> seed -> listen; SIGTERM/SIGINT drain and close. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
  });
  await runMigrations(database);
  const secrets = await loadSecretBox(config);
  if (config.SEED_DEMO) {
    const merchantId = await seedDemoMerchant(database.db);
    await seedDemoAccounts(database.db, merchantId);
    await seedDemoGames(database.db);
    // After the demo catalog, which is seeded only while the catalog is empty.
    await seedInHouseCatalog(database.db, merchantId);
    if (config.SANDBOX_VENDOR)
      await seedDemoVendorIntegrations(database.db, {
        publicUrl: config.SANDBOX_VENDOR_PUBLIC_URL,
        secret: config.SANDBOX_VENDOR_SECRET,
        secrets,
      });
    // Printed, not logged: these are for the person starting the demo, once.
    const print = (line: string) => process.stdout.write(`${line}\n`);
    for (const demo of DEMO_ACCOUNTS) print(`Demo login: ${demo.account} / ${demo.password}`);
    await seedDemoOperator(database.db, merchantId, print);
  }
  const geo = await openGeoLookup(config.GEOIP_DB_PATH);
  const { app, ctx, beginShutdown } = await buildApp({ config, database, geo, secrets });
  // The demo's game studio: its own app and port, calling our wallet API like any vendor.
  const sandboxVendor = config.SANDBOX_VENDOR
    ? buildSandboxVendor({
        platformUrl: config.SANDBOX_VENDOR_PLATFORM_URL,
        secret: config.SANDBOX_VENDOR_SECRET,
        transferVendors: await transferVendorCodes(database.db),
      })
    : null;
  const stopReconciliation = startVendorTransferReconciliation(
    {
      db: database.db,
      now: ctx.system.now,
      walletEvents: ctx.walletEvents,
      vendorWallet: transferVendorWallets(database.db, { timeoutMs: VENDOR_CALL_TIMEOUT_MS, secrets }),
    },
    { intervalMs: 60_000, log: app.log },
  );

  // Metrics and docs away from the public listener (the only place in production); started after it.
  let opsApp: Awaited<ReturnType<typeof buildOpsApp>> | null = null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    beginShutdown();
    stopReconciliation();
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await sandboxVendor?.close();
      await opsApp?.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.OPS_PORT !== undefined) {
    opsApp = await buildOpsApp({ metrics: ctx.metrics, openapi: app.swagger(), logger: app.log });
    await opsApp.listen({ host: config.OPS_HOST, port: config.OPS_PORT });
  }
  if (sandboxVendor) {
    await sandboxVendor.listen({ host: config.HOST, port: config.SANDBOX_VENDOR_PORT });
    app.log.info(
      `sandbox game vendor on ${config.SANDBOX_VENDOR_PUBLIC_URL} (test money flow, not a real studio)`,
    );
  }
  const mode = database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`ready in ${Math.round(performance.now() - startedAt)} ms on ${mode}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
