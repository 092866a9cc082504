import type { PlaySession } from '@platform/contract/responsible';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberInfo } from '../../../test/fixtures.ts';
import { startLanguage } from '../../../test/form-harness.tsx';
import { callsTo, envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import RealityCheck from './reality-check.tsx';

const MINUTE = 60_000;
const START = new Date('2026-06-01T10:00:00.000Z');

/** The session's answer as the server gives it at `now`: checks every 15 minutes from the start. */
function playSession(now: number, overrides: Partial<PlaySession> = {}): PlaySession {
  const every = 15 * MINUTE;
  const passed = Math.max(1, Math.ceil((now - START.getTime()) / every));
  return {
    startedAt: START.toISOString(),
    endsAt: null,
    realityCheckMinutes: 15,
    nextCheckAt: new Date(START.getTime() + passed * every).toISOString(),
    staked: 1_250_00,
    net: -300_00,
    serverTime: new Date(now).toISOString(),
    ...overrides,
  };
}

/** The check alone, as the shell mounts it for a logged-in member, against the mocked API. */
function renderCheck(routes: NonNullable<Parameters<typeof mockApi>[0]>['routes']) {
  window.sessionStorage.setItem('token', 'tok-1');
  const fetchMock = mockApi({ routes });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RealityCheck currency={{ code: 'MMK', symbol: 'K', exponent: 2 }} />
    </QueryClientProvider>,
  );
  return { fetchMock, reads: () => callsTo(fetchMock, 'GET /wps/member/responsible/session') };
}

describe('reality check', () => {
  beforeEach(async () => {
    await startLanguage('EN');
    // Real time keeps running (promises and fetches need it); the test moves the clock on top.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(START.getTime() + 5 * MINUTE) });
  });
  afterEach(() => vi.useRealTimers());

  it('opens at the check time with the session’s figures, and continuing waits for the next one', async () => {
    const { reads } = renderCheck({
      'GET /wps/member/responsible/session': () => envelope(playSession(Date.now())),
    });
    await waitFor(async () => expect(await reads()).toHaveLength(1));

    // Nine minutes later (14 into the session) it has not fallen due yet.
    await act(() => vi.advanceTimersByTimeAsync(9 * MINUTE));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1 * MINUTE));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toMatch(/Time played\s*0 h 15 min/);
    expect(dialog.textContent).toMatch(/Staked\s*K 1,250\.00/);
    expect(dialog.textContent).toMatch(/Net result\s*−K 300\.00/);

    await act(async () => within(dialog).getByRole('button', { name: 'Continue playing' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    const afterContinue = (await reads()).length;
    expect(afterContinue).toBeGreaterThan(1);

    // The next check is 15 minutes after the first, not at once.
    await act(() => vi.advanceTimersByTimeAsync(14 * MINUTE));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1 * MINUTE));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('times the check by the server’s clock when the browser’s is hours off', async () => {
    const SERVER_AHEAD = 3 * 60 * MINUTE;
    // 3 h 5 min into the session by the server's clock: the next check is 10 minutes away.
    renderCheck({
      'GET /wps/member/responsible/session': () => envelope(playSession(Date.now() + SERVER_AHEAD)),
    });
    await act(() => vi.advanceTimersByTimeAsync(9 * MINUTE));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1 * MINUTE));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toMatch(/Time played\s*3 h 15 min/);
  });

  it('stop logs the member out', async () => {
    const { fetchMock, reads } = renderCheck({
      'GET /wps/member/responsible/session': () => envelope(playSession(Date.now())),
      'DELETE /wps/session/logout': () => envelope(null),
    });
    await waitFor(async () => expect(await reads()).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await act(async () => within(dialog).getByRole('button', { name: 'Stop and log out' }).click());
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBeNull());
    expect(await callsTo(fetchMock, 'DELETE /wps/session/logout')).toHaveLength(1);
  });
});

describe('reality check in the shell', () => {
  it('is read for a real member and never for a trial session', async () => {
    const member = renderApp('/', { token: 'tok-1', session: { memberType: '0' } });
    await waitFor(
      async () =>
        expect(await callsTo(member.fetchMock, 'GET /wps/member/responsible/session')).toHaveLength(1),
      { timeout: 30_000 },
    );
    member.unmount();
    window.sessionStorage.clear();
    const trial = renderApp('/', {
      token: 'tok-2',
      member: { ...memberInfo, type: 4, isTrial: true },
      session: { memberType: '4' },
    });
    await screen.findByRole('main', {}, { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await callsTo(trial.fetchMock, 'GET /wps/member/responsible/session')).toHaveLength(0);
  });
});
