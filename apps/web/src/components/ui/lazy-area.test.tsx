import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureLanguage, initI18n } from '../../lib/i18n.ts';
import { CHUNK_TIMEOUT_MS, createLazyArea, withTimeout } from './lazy-area.tsx';

function Area({ name }: { name: string }) {
  return <p>Area {name}</p>;
}

beforeAll(async () => {
  window.localStorage.setItem('lang', 'EN');
  const i18n = initI18n();
  await ensureLanguage('EN');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Captures the reports the boundary sends to the server, so operators' metrics can be checked. */
function captureReports(): Array<Record<string, unknown>> {
  const reports: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/wps/system/clientErrors') reports.push(JSON.parse(String(init.body)));
      return new Response('{"success":true,"value":null}');
    }),
  );
  return reports;
}

describe('lazy areas', () => {
  it('shows the translated retry prompt when the chunk fails, and the retry imports again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Area }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Area });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports = captureReports();
    const Lazy = createLazyArea(load);
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={initI18n()}>
        <Lazy name="games" />
      </I18nextProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'This page did not load' })).toBeTruthy();
    expect(
      screen.getByText('The page took longer time to load, please check your network connectivity'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Area games')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reports).toEqual([
      {
        kind: 'script-chunk',
        reason: 'error',
        route: '/',
        message: 'Failed to fetch dynamically imported module',
      },
    ]);
  });

  it('gives up on a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports = captureReports();
    const Lazy = createLazyArea(() => new Promise<{ default: typeof Area }>(() => undefined));
    render(
      <I18nextProvider i18n={initI18n()}>
        <Lazy name="slow" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert').textContent).toContain('This page did not load');
    expect(reports).toMatchObject([{ kind: 'script-chunk', reason: 'timeout' }]);
  });

  it('withTimeout passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 10)).resolves.toBe(7);
  });
});
