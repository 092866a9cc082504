import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberInfo, registerSettings } from '../../../test/fixtures.ts';
import { callsTo, envelope, errorEnvelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const CREATE = 'POST /wps/agent/team/member';

const agent = {
  token: 'agent-1',
  member: { ...memberInfo, type: 1, isAgent: true },
  session: { memberType: '1', isAgent: 'true' },
  routes: {
    'GET /wps/agent/invitation': () =>
      envelope({ affiliateCode: 'K7QW2MZP', registerPath: '/register?affiliateCode=K7QW2MZP' }),
  },
};

/** The agent with the create route answering `answer`. */
function agentCreating(answer: (request: MockRequest) => Response, type = 1) {
  return {
    ...agent,
    member: { ...agent.member, type },
    session: { memberType: String(type), isAgent: 'true' },
    routes: { ...agent.routes, [CREATE]: answer },
  };
}

const createdAnswer = ({ body }: MockRequest) => {
  const { username, nickname, type } = body as { username: string; nickname?: string; type: number };
  return envelope(
    {
      id: 90,
      account: username,
      nickname: nickname ?? username,
      type,
      level: 1,
      downlineCount: 0,
      balance: 0,
      lastLoginAt: null,
      createdAt: '2026-05-04T10:00:00.000Z',
    },
    201,
  );
};

async function createForm() {
  return screen.findByRole('region', { name: 'Create an account' });
}

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

  it("checks the account and password by registration's rules before sending anything", async () => {
    const { user, fetchMock } = renderApp('/agentHome?tab=registerCentre', agentCreating(createdAnswer));
    const form = await createForm();
    await user.click(within(form).getByRole('button', { name: 'Create the account' }));
    expect(await within(form).findAllByText('Input cannot be empty')).toHaveLength(3);
    await user.type(within(form).getByLabelText('Username'), '1abc');
    await user.type(within(form).getByLabelText('Password'), 'abc');
    await user.type(within(form).getByLabelText('Confirm password'), 'abd');
    await user.click(within(form).getByRole('button', { name: 'Create the account' }));
    expect(await within(form).findByText('Account format is incorrect')).toBeTruthy();
    expect(within(form).getByText('Please fill in your password with 6 - 20 characters')).toBeTruthy();
    expect(within(form).getByText('Confirmation password is not correct.')).toBeTruthy();
    expect(await callsTo(fetchMock, CREATE)).toEqual([]);
  });

  it('creates an agent of my type, sealed, says who was created and empties the form', async () => {
    const { user, fetchMock } = renderApp('/agentHome?tab=registerCentre', agentCreating(createdAnswer, 2));
    const form = await createForm();
    const type = within(form).getByLabelText('Account type') as HTMLSelectElement;
    // A member, or an agent of my own type: nothing above what I hold.
    expect([...type.options].map((option) => [option.value, option.text])).toEqual([
      ['0', 'Member'],
      ['2', 'Agent'],
    ]);
    await user.type(within(form).getByLabelText('Username'), '  Friend01 ');
    await user.type(within(form).getByLabelText('Nickname'), 'Buddy');
    await user.type(within(form).getByLabelText('Password'), 'Secret12');
    await user.type(within(form).getByLabelText('Confirm password'), 'Secret12');
    await user.selectOptions(type, '2');
    await user.click(within(form).getByRole('button', { name: 'Create the account' }));
    expect(
      await within(form).findByText(
        'Friend01 has been created under you. They must change the password you chose when they first log in.',
      ),
    ).toBeTruthy();
    const [call] = await callsTo(fetchMock, CREATE);
    expect(call?.sealed).toBe(true);
    expect(call?.body).toEqual({
      username: 'Friend01',
      nickname: 'Buddy',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      type: 2,
    });
    expect((within(form).getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(type.value).toBe('0');
  });

  it('leaves an empty nickname out and creates a member by default', async () => {
    const { user, fetchMock } = renderApp('/agentHome?tab=registerCentre', agentCreating(createdAnswer));
    const form = await createForm();
    await user.type(within(form).getByLabelText('Username'), 'Player77');
    await user.type(within(form).getByLabelText('Password'), 'Secret12');
    await user.type(within(form).getByLabelText('Confirm password'), 'Secret12');
    await user.click(within(form).getByRole('button', { name: 'Create the account' }));
    await within(form).findByText(/Player77 has been created under you/);
    expect((await callsTo(fetchMock, CREATE))[0]?.body).toEqual({
      username: 'Player77',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      type: 0,
    });
  });

  it("shows the server's refusals: a taken account under the field, others above the button", async () => {
    let answer = () =>
      errorEnvelope('ACCOUNT_TAKEN', 'Account already exists', 409, {
        fields: [{ field: 'body.username', key: 'account_taken', message: 'Account already exists' }],
      });
    const { user } = renderApp(
      '/agentHome?tab=registerCentre',
      agentCreating(() => answer()),
    );
    const form = await createForm();
    await user.type(within(form).getByLabelText('Username'), 'Taken001');
    await user.type(within(form).getByLabelText('Password'), 'Secret12');
    await user.type(within(form).getByLabelText('Confirm password'), 'Secret12');
    await user.click(within(form).getByRole('button', { name: 'Create the account' }));
    expect(await within(form).findByText('This username is already taken')).toBeTruthy();
    expect((within(form).getByLabelText('Username') as HTMLInputElement).value).toBe('Taken001');

    answer = () => errorEnvelope('FEATURE_DISABLED', 'Not enabled', 403);
    await user.click(within(form).getByRole('button', { name: 'Create the account' }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Not enabled function, please contact customer service.',
    );
  });

  it('offers no form while the site has registration by username closed', async () => {
    renderApp('/agentHome?tab=registerCentre', {
      ...agentCreating(createdAnswer),
      settings: { ...registerSettings, usernameRegistration: false },
    });
    const form = await createForm();
    expect(
      await within(form).findByText(
        'Accounts cannot be created here while registration by username is closed on this site.',
      ),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Create the account' })).toBeNull();
  });
});
