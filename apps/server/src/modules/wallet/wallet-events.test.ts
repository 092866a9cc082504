import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { WalletEvent } from './wallet-events.ts';
import { credit, newMemberSession } from './wallet-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('wallet events over the relay', () => {
  it("gives each balance the ledger entry that left it, increasing with the account's movements", async () => {
    const { memberId } = await newMemberSession(t);
    const heard: WalletEvent[] = [];
    const stop = t.ctx.walletEvents.subscribe(memberId, (event) => heard.push(event));

    t.ctx.walletEvents.publishPosted(t.merchantId, await credit(t, memberId, 100));
    t.ctx.walletEvents.publishPosted(t.merchantId, await credit(t, memberId, 50));
    stop();

    expect(heard).toMatchObject([
      { type: 'balance', memberId, accountKind: 'cash', balance: 100 },
      { type: 'balance', memberId, accountKind: 'cash', balance: 150 },
    ]);
    const [first, second] = heard as Extract<WalletEvent, { type: 'balance' }>[];
    expect(first!.entryId).toBeGreaterThan(0);
    expect(second!.entryId).toBeGreaterThan(first!.entryId!);
  });

  it('hands listeners nothing from a malformed relay message, and reports it in the metrics', async () => {
    const { memberId } = await newMemberSession(t);
    const heard: WalletEvent[] = [];
    const stop = t.ctx.walletEvents.subscribe(memberId, (event) => heard.push(event));

    await t.ctx.relay.publish('wallet', { type: 'balance', memberId, balance: 'lots' });
    stop();

    expect(heard).toEqual([]);
    expect(await t.ctx.metrics.getSingleMetricAsString('relay_errors_total')).toMatch(
      /relay_errors_total 1$/m,
    );
  });
});
