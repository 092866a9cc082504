import type { LimitView, ResponsibleOverview } from '@platform/contract/responsible';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, openMemberTab } from '../../../test/member-tab.tsx';
import { loadResponsibleTab } from '../lazy.ts';

function overview(
  changes: Partial<Record<`${LimitView['kind']}_${LimitView['window']}`, Partial<LimitView>>> = {},
) {
  const limits: LimitView[] = (['day', 'week', 'month'] as const).flatMap((window) =>
    (['deposit', 'wager', 'loss'] as const).map((kind) => ({
      kind,
      window,
      amount: null,
      used: 0,
      remaining: null,
      pending: null,
      ...changes[`${kind}_${window}`],
    })),
  );
  return {
    limits,
    sessionLimit: { minutes: null, pending: null },
    realityCheckMinutes: null,
    helpOrganisations: [{ name: 'GamCare', url: 'https://www.gamcare.org.uk/' }],
  } satisfies ResponsibleOverview;
}

describe('responsible gaming tab', () => {
  beforeAll(() => loadResponsibleTab(), 30_000);

  it('shows a limit in force with its use, and a pending raise with the time it takes effect', async () => {
    openMemberTab('responsibleGaming', {
      routes: {
        'GET /wps/member/responsible': () =>
          envelope(
            overview({
              deposit_day: {
                amount: 50_00,
                used: 20_00,
                remaining: 30_00,
                pending: { amount: 80_00, from: '2026-06-02T10:00:00.000Z' },
              },
            }),
          ),
      },
    });
    // The first render compiles the member centre's chunks: a longer wait than the kit's.
    const deposits = await screen.findByRole('region', { name: 'Deposit limit' }, { timeout: 30_000 });
    const day = within(deposits).getAllByRole('listitem')[0]!;
    expect(day.textContent).toContain('24 hours');
    expect(day.textContent).toMatch(/Limit\s*K 50\.00/);
    expect(day.textContent).toMatch(/Used\s*K 20\.00/);
    expect(day.textContent).toMatch(/Remaining\s*K 30\.00/);
    expect(day.textContent).toMatch(/New limit takes effect at Jun 2, 2026.*K 80\.00/);
    expect(screen.getByRole('link', { name: 'GamCare' }).getAttribute('href')).toBe(
      'https://www.gamcare.org.uk/',
    );
  });

  it('sends a limit typed in major units as minor units', async () => {
    const { user, calls } = openMemberTab('responsibleGaming', {
      routes: {
        'GET /wps/member/responsible': () => envelope(overview()),
        'PUT /wps/member/responsible/limits': () => envelope(overview({ wager_week: { amount: 150_50 } })),
      },
    });
    await user.selectOptions(await screen.findByLabelText('Kind of limit'), 'wager');
    await user.selectOptions(screen.getByLabelText('Time window'), 'week');
    await user.type(screen.getByLabelText(/Amount/), '150.50');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(async () => expect(await calls('PUT /wps/member/responsible/limits')).toHaveLength(1));
    const [sent] = await calls('PUT /wps/member/responsible/limits');
    expect(sent?.body).toEqual({ kind: 'wager', window: 'week', amount: 150_50 });
  });

  it('asks before self-excluding, then logs out and says when it ends', async () => {
    const { user, calls } = openMemberTab('responsibleGaming', {
      routes: {
        'GET /wps/member/responsible': () => envelope(overview()),
        'POST /wps/member/responsible/exclusion': () =>
          envelope({
            kind: 'self_exclusion',
            startsAt: '2026-06-01T10:00:00.000Z',
            endsAt: '2027-06-01T10:00:00.000Z',
          }),
        'DELETE /wps/session/logout': () => envelope(null),
      },
    });
    const periods = await screen.findAllByLabelText('Period');
    await user.selectOptions(periods[1]!, 'P1Y');
    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Your self-exclusion (1 year) starts now. It cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await calls('POST /wps/member/responsible/exclusion')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Self-exclude now' }),
    );
    expect(await screen.findByText(/Your self-exclusion has started .* It ends on Jun 1, 2027/)).toBeTruthy();
    const [sent] = await calls('POST /wps/member/responsible/exclusion');
    expect(sent?.body).toEqual({ kind: 'self_exclusion', period: 'P1Y' });
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBeNull());
  });
});
