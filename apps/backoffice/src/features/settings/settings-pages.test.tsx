import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console.tsx';
import { ModulesPage } from './modules-page.tsx';
import { RegisterRulesPage } from './register-rules-page.tsx';

const usernameRule = {
  field: 'username',
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  minLength: 6,
  maxLength: 16,
  patternId: 'LETTER_FIRST_ALNUM',
  required: true,
  shown: true,
};

describe('settings in the console', () => {
  it('refuses a rule whose shortest length is above its longest, under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<RegisterRulesPage />, {
      permissions: ['settings.write'],
      respond: (request) =>
        request.path === '/wps/admin/register-rules' ? { value: [usernameRule] } : undefined,
    });
    const row = (await screen.findByText('Username')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const shortest = within(dialog).getByLabelText('Shortest');
    await user.clear(shortest);
    await user.type(shortest, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('minLength must not exceed maxLength');
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('saves a changed rule whole, and the table shows the server’s answer', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<RegisterRulesPage />, {
      permissions: ['settings.write'],
      respond: (request) => {
        if (request.method === 'PUT') return { value: { ...(request.body as object), field: 'username' } };
        return request.path === '/wps/admin/register-rules' ? { value: [usernameRule] } : undefined;
      },
    });
    const row = (await screen.findByText('Username')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const longest = within(dialog).getByLabelText('Longest');
    await user.clear(longest);
    await user.type(longest, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { field: _field, ...rule } = usernameRule;
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/wps/admin/register-rules/username',
      body: { ...rule, maxLength: 12 },
    });
    expect(within(screen.getByText('Username').closest('tr') as HTMLElement).getByText('6–12')).toBeTruthy();
  });

  it('switches a module off with one request, and says a module under a switched-off one stays hidden', async () => {
    const user = userEvent.setup();
    const modules = [
      { modId: 'PROMO3', parentModId: null, enabled: true },
      { modId: 'VIP3', parentModId: 'PROMO3', enabled: true },
      { modId: 'MISSION3', parentModId: 'PROMO3', enabled: false },
      { modId: 'FREEPLAY3', parentModId: 'PROMO3', enabled: false },
    ];
    const { sent } = renderConsole(<ModulesPage />, {
      permissions: ['settings.write'],
      respond: (request) => {
        if (request.path === '/wps/admin/merchant/time-zone') return { value: { timeZone: 'Asia/Yangon' } };
        if (request.method === 'PUT') return { value: { ...modules[0], ...(request.body as object) } };
        return request.path === '/wps/admin/whitelabel' ? { value: modules } : undefined;
      },
    });
    // A feature the site does not have yet says so before the operator switches it on.
    const notBuilt = /^Not built yet/;
    expect(await screen.findByRole('switch', { name: /^Missions/ })).toBeTruthy();
    // VIP3 and MISSION3 are site features not built yet; FREEPLAY3 works.
    expect(screen.getAllByText(notBuilt)).toHaveLength(2);
    await user.click(await screen.findByRole('switch', { name: 'Promotions' }));
    await screen.findByText('Hidden while the module above is off');
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/wps/admin/whitelabel/PROMO3', body: { enabled: false } }),
    ]);
  });
});
