import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { IntegrationsPage } from './integrations-page.tsx';

const integration = {
  vendorCode: 'PG',
  displayName: 'PG Soft',
  launchUrl: 'https://pg.example/play',
  launchTarget: 'iframe',
  allowedIps: ['127.0.0.1/32'],
  walletApiUrl: null,
  secretRotatedAt: null,
  previousSecretUntil: null,
};

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/games/vendor-integrations' && request.method === 'POST') {
    const vendor = request.body as typeof integration;
    return { value: { integration: { ...integration, ...vendor }, secret: 'first-secret-of-the-studio' } };
  }
  if (request.path === '/wps/admin/games/vendor-integrations') return { value: { list: [integration] } };
  if (request.method === 'PATCH') return { value: { ...integration, ...(request.body as object) } };
  if (request.path.endsWith('/rotate-secret'))
    return { value: { integration, secret: 'n3w-s3cret-for-the-vendor' } };
  return undefined;
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

describe('the vendor integrations page', () => {
  it('sends the addresses typed one per line, and refuses a malformed one without sending', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<IntegrationsPage />, { permissions: ['vendors.integrate'], respond });
    await screen.findByText('PG Soft');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByLabelText('Allowed addresses');
    await user.clear(box);
    await user.type(box, '203.0.113.0/24{enter}10.0.0.300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('An IP address or a CIDR block');
    expect(writes(sent)).toEqual([]);

    await user.clear(box);
    await user.type(box, '203.0.113.0/24{enter}{enter}  2001:db8::/32  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toMatchObject({
      method: 'PATCH',
      path: '/wps/admin/games/vendor-integrations/PG',
      body: { launchTarget: 'iframe', allowedIps: ['203.0.113.0/24', '2001:db8::/32'] },
    });
  });

  it('replaces the secret with the grace period chosen, then shows the new secret', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<IntegrationsPage />, { permissions: ['vendors.integrate'], respond });
    await user.click(await screen.findByRole('button', { name: 'Replace secret' }));
    const dialog = await screen.findByRole('dialog');
    const grace = within(dialog).getByLabelText(/Grace period/);
    await user.clear(grace);
    await user.type(grace, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Replace secret' }));
    expect((await within(dialog).findByTestId('vendor-secret')).textContent).toBe(
      'n3w-s3cret-for-the-vendor',
    );
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        path: '/wps/admin/games/vendor-integrations/PG/rotate-secret',
        body: { graceMinutes: 15 },
      }),
    ]);
  });

  it('onboards a transfer vendor with the fields the contract asks, then shows its secret once', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<IntegrationsPage />, { permissions: ['vendors.integrate'], respond });
    await user.click(await screen.findByRole('button', { name: 'Add vendor' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Vendor code/), 'new_studio');
    await user.type(within(dialog).getByLabelText('Name'), 'New Studio');
    const launch = within(dialog).getByLabelText('Launch address');
    await user.clear(launch);
    await user.type(launch, 'http://games.newstudio.example/launch');
    await user.type(within(dialog).getByLabelText('Allowed addresses'), '198.51.100.0/24');
    await user.click(within(dialog).getByRole('combobox', { name: 'Wallet' }));
    // The dropdown opens through a transition jsdom never finishes: its options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'Transfer', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));

    // Plain http to another machine, and a transfer vendor with no wallet address: refused here.
    await within(dialog).findByText(/An https address/);
    await within(dialog).findByText('A transfer vendor needs its wallet address');
    expect(writes(sent)).toEqual([]);

    await user.clear(launch);
    await user.type(launch, 'https://games.newstudio.example/launch');
    await user.type(
      within(dialog).getByLabelText(/Vendor wallet address/),
      'https://wallet.newstudio.example/',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    expect((await within(dialog).findByTestId('vendor-secret')).textContent).toBe(
      'first-secret-of-the-studio',
    );
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/wps/admin/games/vendor-integrations',
        body: {
          vendorCode: 'NEW_STUDIO',
          displayName: 'New Studio',
          walletMode: 'transfer',
          launchUrl: 'https://games.newstudio.example/launch',
          launchTarget: 'iframe',
          allowedIps: ['198.51.100.0/24'],
          walletApiUrl: 'https://wallet.newstudio.example/',
        },
      }),
    ]);
  });
});
