import type { AdminLottery } from '@platform/contract/lottery-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { LotteriesPage } from './lotteries-page.tsx';

const fast1: AdminLottery = {
  gameCode: 'FAST1',
  family: 'FIVE_D',
  schedule: 'every 1m',
  closeBeforeSeconds: 5,
  enabled: true,
  minStake: 100,
  maxStake: 1_000_000,
  maxExposure: 50_000_000,
  markets: [
    { code: 'POSITION', odds: { POSITION: 9_700 }, defaultOdds: { POSITION: 9_700 }, custom: false },
    {
      code: 'DRAGON_TIGER',
      odds: { DRAGON: 2_100, TIGER: 2_100, TIE: 9_700 },
      defaultOdds: { DRAGON: 2_150, TIGER: 2_150, TIE: 9_700 },
      custom: true,
    },
  ],
};

function renderLotteries(options: { canWrite?: boolean; onPut?: (request: SentRequest) => Answer } = {}) {
  return renderConsole(<LotteriesPage />, {
    permissions: options.canWrite === false ? ['reports.read'] : ['reports.read', 'games.write'],
    respond: (request) => {
      if (request.method === 'PUT') return options.onPut?.(request) ?? { value: fast1 };
      if (request.path === '/wps/admin/lottery/games') return { value: { list: [fast1] } };
      return undefined;
    },
  });
}

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit FAST1' }));
  const dialog = await screen.findByRole('dialog');
  const retype = async (label: string, value: string) => {
    const box = within(dialog).getByLabelText(label);
    await user.clear(box);
    if (value) await user.type(box, value);
  };
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
  return { dialog, retype, save, user };
}

describe('the lotteries page', () => {
  it('lists each lottery’s schedule, close, limits, cap and whose odds it pays', async () => {
    renderLotteries();
    const row = (await screen.findByText('FAST1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('every 1m')).toBeTruthy();
    expect(within(row).getByText('Five digits')).toBeTruthy();
    expect(within(row).getByText('5 s')).toBeTruthy();
    expect(within(row).getByText('500,000.00')).toBeTruthy();
    expect(within(row).getByText('1 priced by you')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Draws of FAST1' }).getAttribute('href')).toBe(
      '/games/lotteries/FAST1',
    );
  });

  it('offers no edit to an operator who may only read', async () => {
    renderLotteries({ canWrite: false });
    await screen.findByText('FAST1');
    expect(screen.queryByRole('button', { name: 'Edit FAST1' })).toBeNull();
  });

  it('saves the settings in minor units and thousandths, sending only the markets priced off the defaults', async () => {
    const { sent } = renderLotteries();
    const { dialog, retype, save, user } = await openEditor();
    expect(within(dialog).getByLabelText('Dragon / tiger · Dragon')).toHaveProperty('value', '2.1');
    await user.click(within(dialog).getByRole('switch', { name: 'Offer this lottery to players' }));
    await retype('Exposure cap', '250000');
    await retype('Digit at a position', '9.5');
    await retype('Dragon / tiger · Dragon', '2.15');
    await retype('Dragon / tiger · Tiger', '2.15');
    await save();
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]).toMatchObject({
      path: '/wps/admin/lottery/games/FAST1',
      body: {
        enabled: false,
        minStake: 100,
        maxStake: 1_000_000,
        maxExposure: 25_000_000,
        closeBeforeSeconds: 5,
        // Dragon / tiger is back on the engine's defaults, so it is no longer priced.
        odds: { POSITION: { POSITION: 9_500 } },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a malformed figure, then odds of 1 or less and a largest stake below the smallest, sending nothing', async () => {
    const { sent } = renderLotteries();
    const { dialog, retype, save } = await openEditor();
    await retype('Dragon / tiger · Tie', 'abc');
    await save();
    expect(await within(dialog).findByText('Enter a number, like 9.7')).toBeTruthy();

    await retype('Dragon / tiger · Tie', '9.7');
    await retype('Digit at a position', '1');
    await retype('Largest stake', '0.5');
    await save();
    expect(
      await within(dialog).findByText('Odds above 1 and at most 10,000, up to three decimals'),
    ).toBeTruthy();
    expect(within(dialog).getByText('The largest stake is below the smallest')).toBeTruthy();
    expect(puts(sent)).toEqual([]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    renderLotteries({
      onPut: () => ({
        status: 400,
        code: 'VALIDATION_ERROR',
        fields: [
          { field: 'body.odds.DRAGON_TIGER.TIE', message: 'Every odds key of the market is required' },
        ],
      }),
    });
    const { dialog, retype, save } = await openEditor();
    await retype('Dragon / tiger · Tie', '9.8');
    await save();
    expect(
      await within(dialog).findByText('Odds above 1 and at most 10,000, up to three decimals'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
