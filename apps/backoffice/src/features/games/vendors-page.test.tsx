import type { AdminVendor } from '@platform/contract/games';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { VendorsPage } from './vendors-page.tsx';

const jdb: AdminVendor = {
  vassalage: 'JDB',
  displayName: 'JDB Gaming',
  walletMode: 'seamless',
  gameTypes: ['RNG', 'FISH'],
  enabled: true,
  sortOrder: 3,
  maintenanceStartsAt: null,
  maintenanceEndsAt: null,
};
const underMaintenance: AdminVendor = {
  ...jdb,
  vassalage: 'PG',
  displayName: 'PG Soft',
  maintenanceStartsAt: new Date(Date.now() - 60_000).toISOString(),
  maintenanceEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
};

function renderVendors() {
  return renderConsole(<VendorsPage />, {
    permissions: ['games.write'],
    respond: (request) => {
      if (request.path === '/wps/admin/games/vendors') return { value: { list: [jdb, underMaintenance] } };
      if (request.method === 'PATCH') return { value: jdb };
      return undefined;
    },
  });
}

const patches = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PATCH');

async function openMaintenance(name: string) {
  const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
  await userEvent.setup().click(within(row).getByRole('button', { name: 'Schedule' }));
  const dialog = await screen.findByRole('dialog');
  const fill = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  return { dialog, fill };
}

describe('game vendors in the console', () => {
  it('lists the vendors with their categories and a running maintenance window', async () => {
    renderVendors();
    const row = (await screen.findByText('PG Soft')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/Under maintenance until/)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'End maintenance' })).toBeTruthy();
    const jdbRow = screen.getByText('JDB Gaming').closest('tr') as HTMLElement;
    expect(within(jdbRow).getByText('Slots')).toBeTruthy();
    expect(within(jdbRow).queryByRole('button', { name: 'End maintenance' })).toBeNull();
  });

  it('refuses a maintenance window that ends before it starts, under the field, and sends nothing', async () => {
    const { sent } = renderVendors();
    const { dialog, fill } = await openMaintenance('JDB Gaming');
    fill('Starts', '2026-12-02T10:00');
    fill('Ends', '2026-12-01T10:00');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save window' }));
    await within(dialog).findByText('The end must be after the start');
    expect(patches(sent)).toEqual([]);
  });

  it('saves a window as the two instants of the operator’s local times', async () => {
    const { sent } = renderVendors();
    const { dialog, fill } = await openMaintenance('JDB Gaming');
    fill('Starts', '2026-12-01T10:00');
    fill('Ends', '2026-12-01T12:30');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save window' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(sent)).toEqual([
      expect.objectContaining({
        path: '/wps/admin/games/vendors/JDB',
        body: {
          maintenance: {
            startsAt: new Date('2026-12-01T10:00').toISOString(),
            endsAt: new Date('2026-12-01T12:30').toISOString(),
          },
        },
      }),
    ]);
  });

  it('sends an open-ended window when the end is left empty', async () => {
    const { sent } = renderVendors();
    const { dialog, fill } = await openMaintenance('JDB Gaming');
    fill('Starts', '2026-12-01T10:00');
    fill('Ends', '');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save window' }));
    await waitFor(() => expect(patches(sent)).toHaveLength(1));
    expect(patches(sent)[0]?.body).toEqual({
      maintenance: { startsAt: new Date('2026-12-01T10:00').toISOString(), endsAt: null },
    });
  });

  it('ends a running maintenance, and withdraws a vendor from the site', async () => {
    const user = userEvent.setup();
    const { sent } = renderVendors();
    const row = (await screen.findByText('PG Soft')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'End maintenance' }));
    await user.click(screen.getByRole('switch', { name: 'Offer JDB Gaming on the site' }));
    await waitFor(() => expect(patches(sent)).toHaveLength(2));
    expect(patches(sent).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/wps/admin/games/vendors/PG', body: { maintenance: null } },
      { path: '/wps/admin/games/vendors/JDB', body: { enabled: false } },
    ]);
  });

  it('refuses a negative position under the field, and saves a valid one', async () => {
    const user = userEvent.setup();
    const { sent } = renderVendors();
    const row = (await screen.findByText('JDB Gaming')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog');
    const position = within(dialog).getByLabelText('Position (lower comes first)');
    await user.clear(position);
    await user.type(position, '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(/>=0|too small/i);
    expect(patches(sent)).toEqual([]);
    await user.clear(position);
    await user.type(position, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(sent)).toHaveLength(1));
    expect(patches(sent)[0]?.body).toEqual({ sortOrder: 1 });
  });
});
