import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { AgentTreePage } from './agent-tree-page.tsx';

const top = { id: 10, account: 'topagent', nickname: 'Top', type: 1, downlineCount: 1 };
const under = { id: 11, account: 'subagent', nickname: 'Sub', type: 2, downlineCount: 0 };

function answer(request: SentRequest) {
  if (request.path === '/wps/admin/agents/tree')
    return { value: { list: request.query.get('parentId') === '10' ? [under] : [top], more: false } };
  if (request.path === '/wps/admin/members')
    return { value: { list: [], total: 0, totalPages: 0, totalCapped: false } };
  return undefined;
}

describe('the agent tree in the console', () => {
  it('opens an agent’s downline only when asked', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<AgentTreePage />, { permissions: ['members.read'], respond: answer });
    await screen.findByText('topagent');
    expect(screen.queryByText('subagent')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open topagent' }));
    await screen.findByText('subagent');
    // Reading the tree is allowed; changing it needs members.write, so no Change button.
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    expect(
      sent.filter((request) => request.path === '/wps/admin/agents/tree').map((r) => r.query.get('parentId')),
    ).toEqual([null, '10']);
  });

  it('says when the upline account does not exist, and moves nobody', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<AgentTreePage />, {
      permissions: ['members.read', 'members.write'],
      respond: answer,
    });
    await screen.findByText('topagent');
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Move under the agent (account)'), 'nobody1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('No player has this account');
    await waitFor(() => expect(sent.some((request) => request.path === '/wps/admin/members')).toBe(true));
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
