import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Responder, renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { WithdrawalLimitsPage } from './withdrawal-limits-page.tsx';

const policy = { minAmount: 100_00, maxAmount: 500_000_00, dailyCount: 5, receiptConfirmMinutes: 60 };

const answering =
  (current: Awaited<ReturnType<Responder>>): Responder =>
  (request) => {
    if (request.path !== '/wps/admin/withdrawal-policy') return undefined;
    return request.method === 'PUT' ? { value: request.body } : current;
  };

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');

describe('withdrawal limits', () => {
  it('saves the amounts typed in money as minor units, with the counts', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<WithdrawalLimitsPage />, {
      permissions: ['settings.write'],
      respond: answering({ value: policy }),
    });
    const min = (await screen.findByLabelText('Minimum withdrawal')) as HTMLInputElement;
    expect(min.value).toBe('100');
    await user.clear(min);
    await user.type(min, '1,500.5');
    const daily = screen.getByLabelText('Requests a day');
    await user.clear(daily);
    await user.type(daily, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(puts(sent).map((request) => request.body)).toEqual([
      { minAmount: 1_500_50, maxAmount: 500_000_00, dailyCount: 3, receiptConfirmMinutes: 60 },
    ]);
    expect(min.value).toBe('1500.5');
  });

  it('sends nothing while the minimum is above the maximum or a count is missing', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<WithdrawalLimitsPage />, {
      permissions: ['settings.write'],
      respond: answering({ value: policy }),
    });
    const max = await screen.findByLabelText('Maximum withdrawal');
    await user.clear(max);
    await user.type(max, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The minimum must not be above the maximum');

    await user.clear(max);
    await user.type(max, '600,000');
    await user.clear(screen.getByLabelText('Minutes to confirm receipt'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/expected number/);
    expect(screen.queryByText('The minimum must not be above the maximum')).toBeNull();
    expect(puts(sent)).toEqual([]);
  });

  it('lets a merchant without limits set them from empty fields', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<WithdrawalLimitsPage />, {
      permissions: ['settings.write'],
      respond: answering({ status: 404, code: 'NOT_FOUND' }),
    });
    await screen.findByText(/players cannot withdraw until these are saved/);
    await user.type(screen.getByLabelText('Minimum withdrawal'), '10');
    await user.type(screen.getByLabelText('Maximum withdrawal'), '1000');
    await user.type(screen.getByLabelText('Requests a day'), '2');
    await user.type(screen.getByLabelText('Minutes to confirm receipt'), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(puts(sent).map((request) => request.body)).toEqual([
      { minAmount: 10_00, maxAmount: 1_000_00, dailyCount: 2, receiptConfirmMinutes: 30 },
    ]);
  });
});
