import { DEFAULT_RISK_SETTINGS } from '@platform/contract/risk-admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { RiskSettingsPage } from './risk-settings-page.tsx';

function respond(request: SentRequest) {
  if (request.path !== '/wps/admin/risk/settings') return undefined;
  return { value: request.method === 'PUT' ? request.body : DEFAULT_RISK_SETTINGS };
}

describe('the risk rules page', () => {
  it('shows the thresholds, refuses a zero amount without sending it, and saves the big win in minor units', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<RiskSettingsPage />, { permissions: ['risk.review'], respond });
    const bigWin = await screen.findByLabelText('Net win in a day of at least');
    expect((bigWin as HTMLInputElement).value).toBe('10000');
    expect((screen.getByLabelText('Accounts on one address or device') as HTMLInputElement).value).toBe('3');

    await user.clear(bigWin);
    await user.type(bigWin, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bigWin.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(bigWin);
    await user.type(bigWin, '25000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      ...DEFAULT_RISK_SETTINGS,
      bigWinAmount: 2_500_000,
    });
  });
});
