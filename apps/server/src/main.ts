import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loadSecretBox } from './crypto/master-keys.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { openGeoLookup } from './modules/geo/geo.service.ts';
import { buildOpsApp } from './ops-app.ts';
import { processClock } from './process-clock.ts';
import { buildSandboxVendor } from './sandbox-vendor/sandbox-vendor.app.ts';
import { transferVendorCodes } from './seed/demo-vendor-integrations.ts';
import { seedDemo } from './seed/seed-demo.ts';

/** Any constant names the lock; this one spells "startup" in ASCII. */
const STARTUP_LOCK = 0x73746172;

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

  const now = processClock(config.TEST_CLOCK_START);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
  });
  const secrets = await loadSecretBox(config);
  // Nodes started together take turns: the first migrates and seeds, the rest find it done.
  await database.withStartupLock(STARTUP_LOCK, async () => {
    await runMigrations(database);
    // The process's clock: the one the app below reads.
    if (config.SEED_DEMO) await seedDemo(database, config, secrets, now());
  });
  const geo = await openGeoLookup(config.GEOIP_DB_PATH);
  const { app, ctx, beginShutdown } = await buildApp({ config, database, geo, secrets, now });
  // The demo's game studio: its own app and port, calling our wallet API like any vendor.
  const sandboxVendor = config.SANDBOX_VENDOR
    ? buildSandboxVendor({
        platformUrl: config.SANDBOX_VENDOR_PLATFORM_URL,
        secret: config.SANDBOX_VENDOR_SECRET,
        transferVendors: await transferVendorCodes(database.db),
      })
    : null;

  // Metrics and docs away from the public listener (the only place in production); started after it.
  let opsApp: Awaited<ReturnType<typeof buildOpsApp>> | null = null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    beginShutdown();
    // No new run is claimed from now on; the one in flight is awaited before the database closes.
    const jobsStopped = ctx.jobs.stop();
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await sandboxVendor?.close();
      await opsApp?.close();
      await jobsStopped;
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
  // After listen: the sandbox vendor the reconciliation may call is up by now.
  if (config.JOBS_ENABLED) ctx.jobs.start();
  const mode = database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`ready in ${Math.round(performance.now() - startedAt)} ms on ${mode}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
