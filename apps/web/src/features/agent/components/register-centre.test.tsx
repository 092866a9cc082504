import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberInfo } from '../../../test/fixtures.ts';
import { envelope, renderApp } from '../../../test/render-app.tsx';

const agent = {
  token: 'agent-1',
  member: { ...memberInfo, type: 1, isAgent: true },
  session: { memberType: '1', isAgent: 'true' },
  routes: {
    'GET /wps/agent/invitation': () =>
      envelope({ affiliateCode: 'K7QW2MZP', registerPath: '/register?affiliateCode=K7QW2MZP' }),
  },
};

describe('the agent centre register centre (spec §2)', () => {
  it('shows the invitation code and the full link on this site, and copies each', async () => {
    const { user } = renderApp('/agentHome?tab=registerCentre', agent);
    // user-event installs its own clipboard at setup; this one records what the page copies.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await screen.findByText('K7QW2MZP')).toBeTruthy();
    const link = `${window.location.origin}/register?affiliateCode=K7QW2MZP`;
    expect(screen.getByText(link)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy the Invitation link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText('Copied')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy the Invitation code' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('K7QW2MZP'));
  });
});
