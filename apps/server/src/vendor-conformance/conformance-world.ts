import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@platform/contract/paths';
import { secretContext } from '../crypto/secret-contexts.ts';
import { games } from '../modules/games/games.tables.ts';
import { vendorIntegrations } from '../modules/seamless/seamless.tables.ts';
import { credit, newMemberSession } from '../modules/wallet/wallet-test-helpers.ts';
import { importTestFeeds } from '../test/game-feeds.ts';
import { createTestApp } from '../test/test-app.ts';
import { MIN_BALANCE } from './conformance-steps.ts';

/**
 * The whole app listening on a port of 127.0.0.1, with a seamless vendor (a generated secret, this
 * machine allowed) and a funded player's live launch token: what the kit needs, over real HTTP.
 */
export async function openConformanceTarget() {
  const t = await createTestApp();
  // A vendor of the demo catalog's list, integrated here with a secret of its own.
  const vendor = 'PG';
  const secret = randomBytes(32).toString('hex');
  await importTestFeeds(
    t,
    [{ vendor, games: [{ gameId: 'kit-slot', names: { EN: 'Kit Slot' }, gameType: 'RNG' }] }],
    new Date(),
  );
  await t.database.db.insert(vendorIntegrations).values({
    vendorCode: vendor,
    launchUrl: 'http://127.0.0.1:3999/play',
    apiSecret: t.ctx.secrets.seal(secret, secretContext.vendorApiSecret(vendor)),
    allowedIps: ['127.0.0.1/32', '::1/128'],
  });
  const [game] = await t.database.db.select({ nodeId: games.nodeId }).from(games);
  const member = await newMemberSession(t);
  await credit(t, member.memberId, 5 * MIN_BALANCE);
  const launched = await t.app.inject({
    method: 'POST',
    url: API_PATHS.launchGame,
    headers: { authorization: `Bearer ${member.token}` },
    payload: { nodeId: game!.nodeId, language: 'EN' },
  });
  const token = new URL(launched.json().value.url).searchParams.get('token') ?? '';
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return { target: { url: `http://127.0.0.1:${port}`, vendor, secret }, token, close: () => t.close() };
}
