import type { InHouseGame, InHouseRound } from '@platform/contract/in-house';
import { fairRng, type Rng } from '@platform/games/fairness/fairness';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { callsTo, envelope, renderApp } from '../../../test/render-app.tsx';
import { CLIENT_SEED, inHouseRoutes, member, SERVER_SEED } from './in-house-fixtures.ts';

/** Where the page asks the server to play a round. */
const PLAY = 'POST /wps/inhouse/rounds';

/**
 * The game pages' tests: rounds dealt by the real engines from the fixture seeds, answered by the
 * server when the page plays them.
 */

/** The generator of round `nonce` of the fixture seed pair, as the server draws that round. */
export const fixtureRng = (nonce: number): Rng =>
  fairRng({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });

/** Opens a table game's page for a member; the server plays the next round as `round`. */
export function openTable(game: InHouseGame, round: InHouseRound) {
  return renderApp(`/inHouse/${game}`, {
    ...member,
    routes: inHouseRoutes({ [PLAY]: () => envelope(round) }),
  });
}

/** What the page sent to play a round, once it has sent exactly one. */
export async function requestedPlay(fetchMock: ReturnType<typeof renderApp>['fetchMock']): Promise<unknown> {
  await waitFor(async () => expect(await callsTo(fetchMock, PLAY)).toHaveLength(1));
  const [call] = await callsTo(fetchMock, PLAY);
  return call?.body;
}
