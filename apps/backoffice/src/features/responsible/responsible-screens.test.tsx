import type { AdminExclusion, LimitView } from '@platform/contract/responsible';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { ExclusionsPage } from './exclusions-page.tsx';
import { MemberResponsiblePanel } from './member-responsible-panel.tsx';

const exclusion = (id: number, inForce: boolean, changes: Partial<AdminExclusion> = {}): AdminExclusion => ({
  id,
  memberId: 7,
  memberAccount: 'mya01',
  kind: 'timeout',
  period: 'P7D',
  startsAt: '2026-06-01T10:00:00.000Z',
  endsAt: '2026-06-08T10:00:00.000Z',
  inForce,
  ...changes,
});

const noLimit = (kind: LimitView['kind'], window: LimitView['window']): LimitView => ({
  kind,
  window,
  amount: null,
  used: 0,
  remaining: null,
  pending: null,
});

describe('the exclusions page', () => {
  it('lists every exclusion, and asks the server for those in force only when ticked', async () => {
    const user = userEvent.setup();
    const respond = (request: SentRequest) => {
      if (request.path !== '/wps/admin/responsible/exclusions') return undefined;
      const all = [
        exclusion(2, true, {
          kind: 'self_exclusion',
          period: 'PERMANENT',
          endsAt: null,
          memberAccount: 'kyaw',
        }),
        exclusion(1, false),
      ];
      const list = request.query.get('inForce') === 'true' ? all.filter((row) => row.inForce) : all;
      return { value: { list, total: list.length, totalPages: 1 } };
    };
    const { sent } = renderConsole(<ExclusionsPage />, { permissions: ['members.read'], respond });
    const table = await screen.findByRole('table', { name: 'Exclusions' });
    await within(table).findByText('mya01');
    const permanent = within(table).getByText('kyaw').closest('tr')!;
    expect(permanent.textContent).toContain('Self-exclusion');
    expect(permanent.textContent).toContain('Permanent');
    expect(permanent.textContent).toContain('In force');
    expect(within(table).getByText('kyaw').closest('a')?.getAttribute('href')).toBe('/players/7');

    await user.click(screen.getByLabelText('In force only'));
    await waitFor(() => expect(within(table).queryByText('mya01')).toBeNull());
    expect(sent.some((request) => request.query.get('inForce') === 'true')).toBe(true);
  });
});

describe('the player’s responsible gambling panel', () => {
  it('shows the limits set with their use and pending raise, the settings and the exclusions', async () => {
    const limits = (['day', 'week', 'month'] as const).flatMap((window) =>
      (['deposit', 'wager', 'loss'] as const).map((kind) => noLimit(kind, window)),
    );
    limits[0] = {
      ...noLimit('deposit', 'day'),
      amount: 500_00,
      used: 200_00,
      remaining: 300_00,
      pending: { amount: 900_00, from: '2026-06-02T10:00:00.000Z' },
    };
    renderConsole(<MemberResponsiblePanel memberId={7} />, {
      permissions: ['members.read'],
      respond: (request) =>
        request.path === '/wps/admin/members/7/responsible'
          ? {
              value: {
                overview: {
                  limits,
                  sessionLimit: { minutes: 60, pending: null },
                  realityCheckMinutes: 30,
                  helpOrganisations: [],
                },
                exclusions: [exclusion(1, false)],
              },
            }
          : undefined,
    });
    const row = (await screen.findByText('Deposit · 24 hours')).closest('tr')!;
    expect(row.textContent).toContain('500.00');
    expect(row.textContent).toContain('200.00');
    expect(row.textContent).toContain('300.00');
    expect(row.textContent).toMatch(/900\.00 from .*2026/);
    // Only the limit the player set is listed.
    expect(screen.queryByText('Wager · 24 hours')).toBeNull();
    expect(screen.getByText('60 minutes')).toBeTruthy();
    expect(screen.getByText('30 minutes')).toBeTruthy();
    const past = screen.getByText('Time-out').closest('tr')!;
    expect(past.textContent).toContain('1 week');
    expect(past.textContent).toContain('Ended');
  });
});
