import type { InHouseRound, SeedPairView } from '@platform/contract/in-house';
import { fairRng, hashServerSeed } from '@platform/games/fairness/fairness';
import { spinRoulette } from '@platform/games/roulette/roulette';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, errorEnvelope, renderApp } from '../../../test/render-app.tsx';
import {
  CLIENT_SEED,
  inHouseRound,
  inHouseRoutes,
  member,
  SERVER_SEED,
  seedPair,
} from '../test/in-house-fixtures.ts';

const NEXT_SEED = 'f00d'.repeat(16);

/** The pair after a rotation: the old server seed revealed, a new commitment in use. */
const rotated = (clientSeed = CLIENT_SEED): SeedPairView => ({
  serverSeedHash: hashServerSeed(NEXT_SEED),
  clientSeed,
  nonce: 0,
  previous: {
    serverSeed: SERVER_SEED,
    serverSeedHash: hashServerSeed(SERVER_SEED),
    clientSeed: CLIENT_SEED,
    lastNonce: 2,
  },
});

/** Round 7: a roulette spin at nonce 2, its server seed revealed. */
function revealedSpin(overrides: Partial<InHouseRound> = {}): InHouseRound {
  const outcome = spinRoulette(fairRng({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 2 }));
  return inHouseRound('roulette', {
    id: '7',
    nonce: 2,
    serverSeed: SERVER_SEED,
    outcome: { ...outcome },
    bets: [{ spot: 'RED', numbers: [1], stake: 100, returned: 0 }],
    ...overrides,
  });
}

async function openPanel(routes: Parameters<typeof inHouseRoutes>[0] = {}) {
  const app = renderApp('/inHouse/roulette', { ...member, routes: inHouseRoutes(routes) });
  const panel = await screen.findByRole('region', { name: 'Provably fair' });
  await within(panel).findByText(seedPair.serverSeedHash);
  return { ...app, panel };
}

describe('fairness panel', { timeout: 20_000 }, () => {
  it('shows the commitment, the client seed and the next nonce before any round', async () => {
    const { panel } = await openPanel();
    expect(within(panel).getByText(CLIENT_SEED)).toBeTruthy();
    expect(within(panel).getByText('3')).toBeTruthy();
    expect(
      within(panel).getByText('No server seed revealed yet. Rotate the seed to reveal the one in use.'),
    ).toBeTruthy();
  });

  it('checks a new client seed against the contract’s rule, in words, and sends only a valid one', async () => {
    const { panel, user, fetchMock } = await openPanel({
      'PUT /wps/inhouse/fairness/client-seed': ({ body }) =>
        envelope(rotated((body as { clientSeed: string }).clientSeed)),
    });
    await user.click(within(panel).getByRole('button', { name: 'Change client seed' }));
    const field = within(panel).getByLabelText('New client seed');
    const save = within(panel).getByRole('button', { name: 'Save and rotate' });

    await user.clear(field);
    await user.click(save);
    expect(within(panel).getByRole('alert').textContent).toBe('Enter a client seed.');
    await user.type(field, 'x'.repeat(65));
    await user.click(save);
    expect(within(panel).getByRole('alert').textContent).toBe('Use at most 64 characters.');
    await user.clear(field);
    await user.type(field, 'seed ☘');
    await user.click(save);
    expect(within(panel).getByRole('alert').textContent).toContain('printable ASCII');
    expect(await callsTo(fetchMock, 'PUT /wps/inhouse/fairness/client-seed')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'my own seed!');
    await user.click(save);
    expect(await within(panel).findByText(SERVER_SEED)).toBeTruthy();
    expect(within(panel).getByText('my own seed!')).toBeTruthy();
    const [call] = await callsTo(fetchMock, 'PUT /wps/inhouse/fairness/client-seed');
    expect(call?.body).toEqual({ clientSeed: 'my own seed!' });
  });

  it('rotates the seed: the server seed used so far is revealed beside its fingerprint', async () => {
    const { panel, user } = await openPanel({
      'POST /wps/inhouse/fairness/rotate': () => envelope(rotated()),
    });
    expect(within(panel).queryByText(SERVER_SEED)).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Rotate seed' }));
    expect(await within(panel).findByText(SERVER_SEED)).toBeTruthy();
    expect(within(panel).getByText(hashServerSeed(NEXT_SEED))).toBeTruthy();
    expect(within(panel).getAllByText(seedPair.serverSeedHash)).toHaveLength(1);
    expect(
      within(panel).getByText('A new seed pair has started. The previous server seed is now revealed.'),
    ).toBeTruthy();
  });

  it('explains a rotation refused while a blackjack hand is open', async () => {
    const { panel, user } = await openPanel({
      'POST /wps/inhouse/fairness/rotate': () =>
        errorEnvelope('CONFLICT', 'A round is in progress', 409, { value: { reason: 'ROUND_IN_PROGRESS' } }),
    });
    await user.click(within(panel).getByRole('button', { name: 'Rotate seed' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Finish your open blackjack hand first.',
    );
  });

  it.each([
    ['verified', revealedSpin(), /^Verified: /],
    ['a tampered outcome', revealedSpin({ outcome: { pocket: 36, colour: 'RED' } }), /^Mismatch: /],
    ['a round still secret', revealedSpin({ serverSeed: null }), /^Not revealed yet: /],
  ])('verifies a round by its id: %s', async (_case, round, message) => {
    const { panel, user, fetchMock } = await openPanel({
      'GET /wps/inhouse/rounds/7': () => envelope(round),
      'GET /wps/inhouse/rounds/8': () => errorEnvelope('NOT_FOUND', 'Round not found', 404),
    });
    const field = within(panel).getByLabelText('Round ID');
    await user.type(field, 'abc');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(within(panel).getByRole('alert').textContent).toBe("Enter the round's number.");
    await user.clear(field);
    await user.type(field, '8');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('No round of yours has this ID.');
    await user.clear(field);
    await user.type(field, '7');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(await within(panel).findByText(message)).toBeTruthy();
    expect(await callsTo(fetchMock, 'GET /wps/inhouse/rounds/7')).toHaveLength(1);
  });
});
