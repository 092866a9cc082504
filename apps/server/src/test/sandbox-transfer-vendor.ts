import Fastify from 'fastify';
import { secretContext } from '../crypto/secret-contexts.ts';
import { vendorIntegrations } from '../modules/seamless/seamless.tables.ts';
import {
  registerSandboxTransferWallet,
  SANDBOX_TRANSFER_WALLET_BASE,
  SandboxTransferWallets,
} from '../sandbox-vendor/sandbox-transfer-wallet.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const SANDBOX_TEST_SECRET = 'sandbox-transfer-test-secret';

/**
 * The sandbox vendor's transfer wallet on a port of its own, set as the wallet API of the given
 * transfer-mode vendors, so GCS_walletTransfer tests go over real HTTP with real signatures.
 */
export async function startSandboxTransferVendor(t: TestApp, vendorCodes: string[] = ['PT', 'CQ9']) {
  const wallets = new SandboxTransferWallets();
  const vendor = Fastify({ logger: false });
  registerSandboxTransferWallet(vendor, { secret: SANDBOX_TEST_SECRET, wallets });
  const origin = await vendor.listen({ host: '127.0.0.1', port: 0 });
  const walletApiUrl = `${origin}${SANDBOX_TRANSFER_WALLET_BASE}`;
  for (const vendorCode of vendorCodes) {
    const values = {
      vendorCode,
      launchUrl: `${origin}/play`,
      apiSecret: t.ctx.secrets.seal(SANDBOX_TEST_SECRET, secretContext.vendorApiSecret(vendorCode)),
      allowedIps: ['127.0.0.1/32'],
      walletApiUrl,
    };
    await t.database.db
      .insert(vendorIntegrations)
      .values(values)
      .onConflictDoUpdate({ target: vendorIntegrations.vendorCode, set: values });
  }
  return { wallets, walletApiUrl, close: () => vendor.close() };
}

export type SandboxTransferVendor = Awaited<ReturnType<typeof startSandboxTransferVendor>>;

/** A test app with the sandbox transfer vendor running beside it; `close` stops both. */
export async function openAppWithTransferVendor() {
  const t = await createTestApp();
  const vendor = await startSandboxTransferVendor(t);
  const close = async () => {
    await vendor.close();
    await t.close();
  };
  return { t, vendor, close };
}
