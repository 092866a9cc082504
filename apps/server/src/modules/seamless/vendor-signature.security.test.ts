import { VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretContext } from '../../crypto/secret-contexts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { vendorIntegrations } from './seamless.tables.ts';
import { signVendorRequest } from './vendor-signature.ts';

// Two vendors that happen to share a secret (as the demo vendors do): the header names the caller.
const SHARED_SECRET = 'shared-vendor-secret-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const vendorCode of ['PG', 'JDB'])
    await t.database.db.insert(vendorIntegrations).values({
      vendorCode,
      launchUrl: 'http://127.0.0.1:3999/play',
      apiSecret: t.ctx.secrets.seal(SHARED_SECRET, secretContext.vendorApiSecret(vendorCode)),
      allowedIps: ['127.0.0.1/32'],
    });
});
afterAll(async () => {
  await t?.close();
});

async function balanceCall(playerId: string, signedAs: string, header: string) {
  const rawBody = JSON.stringify({ playerId });
  const timestamp = String(Date.now());
  return t.app.inject({
    method: 'POST',
    url: VENDOR_API_PATHS.balance,
    remoteAddress: '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      [VENDOR_HEADERS.vendor]: header,
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.signature]: signVendorRequest(SHARED_SECRET, {
        vendorCode: signedAs,
        timestamp,
        rawBody,
      }),
    },
    payload: rawBody,
  });
}

describe('vendor API signature (finding 8): the vendor-code header is signed', () => {
  it('refuses a valid signature for one vendor sent under another vendor header', async () => {
    const { memberId } = await newMemberSession(t);
    const honest = await balanceCall(String(memberId), 'JDB', 'JDB');
    expect(honest.statusCode).toBe(200);
    const swapped = await balanceCall(String(memberId), 'PG', 'JDB');
    expect(swapped.statusCode).toBe(401);
    expect(swapped.json()).toMatchObject({ success: false, code: 'VENDOR_SIGNATURE_INVALID' });
  });
});
