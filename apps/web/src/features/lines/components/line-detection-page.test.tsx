import { LINE_DETECTION_MODULE } from '@platform/contract/site-features';
import type { WhitelabelNode } from '@platform/contract/system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { whitelabel } from '../../../test/fixtures.ts';
import { callsTo, envelope, type MockRequest, renderApp } from '../../../test/render-app.tsx';

const here = window.location.origin;
const lines = [
  { name: 'Main', url: here },
  { name: 'Asia', url: 'https://asia.novaplay.example' },
  { name: 'Backup', url: 'https://backup.novaplay.example' },
];
const withLines = (on: boolean): WhitelabelNode[] => [
  ...whitelabel,
  { modId: LINE_DETECTION_MODULE, enabled: on ? '1' : '0', childrenNodes: [] },
];

/** Each line answers its probe after its own delay (ms); a null line never answers. */
function network(delays: Record<string, number | null>) {
  return {
    'GET /wps/system/domainRoute': () => envelope({ mainDomain: 'novaplay.example', lines }),
    'GET /healthz': async ({ url }: MockRequest) => {
      const delay = delays[url.origin];
      if (delay === null || delay === undefined) throw new TypeError('Failed to fetch');
      await new Promise((resolve) => setTimeout(resolve, delay));
      return new Response(null);
    },
  };
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('/lines', () => {
  it('times every line, marks the fastest and the one in use, and switches on the same page', async () => {
    const delays = {
      [here]: 60,
      'https://asia.novaplay.example': 5,
      'https://backup.novaplay.example': null,
    };
    const { fetchMock } = renderApp('/lines?from=menu', {
      whitelabel: withLines(true),
      routes: network(delays),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose the fastest line' })).toBeTruthy();
    expect(await screen.findByText(/^Fastest line: Asia, \d+ ms$/)).toBeTruthy();

    expect(within(row('Asia')).getByText('Fastest')).toBeTruthy();
    expect(within(row('Asia')).getByText(/^\d+ ms$/)).toBeTruthy();
    expect(within(row('Backup')).getByText('No answer')).toBeTruthy();
    expect(within(row('Main')).getByText('In use')).toBeTruthy();
    // The line in use needs no switch; the others open this page on their own address.
    expect(within(row('Main')).queryByRole('link')).toBeNull();
    const asia = within(row('Asia')).getByRole('link', { name: 'Switch to Asia' });
    expect(asia.getAttribute('href')).toBe('https://asia.novaplay.example/lines?from=menu');

    // Several real requests per line, to each line's own address.
    const probes = await callsTo(fetchMock, 'GET /healthz');
    for (const line of lines)
      expect(probes.filter((probe) => probe.url.origin === line.url).length).toBeGreaterThan(1);

    // Testing again asks every line again.
    await userEvent.click(screen.getByRole('button', { name: 'Test again' }));
    await waitFor(async () =>
      expect((await callsTo(fetchMock, 'GET /healthz')).length).toBeGreaterThan(probes.length),
    );
    expect(await screen.findByText(/^Fastest line: Asia/)).toBeTruthy();
  });

  it('says so when no line answers', async () => {
    renderApp('/lines', { whitelabel: withLines(true), routes: network({}) });
    expect(await screen.findByText('No line answered. Check your connection and test again.')).toBeTruthy();
  });

  it('is in the side menu only while lines are configured, and is not-found without them', async () => {
    const { unmount } = renderApp('/', { whitelabel: withLines(true), routes: network({}) });
    const side = await screen.findByRole('complementary', { name: 'Side menu' });
    expect((await within(side).findByTitle('Line detection')).closest('a')?.getAttribute('href')).toBe(
      '/lines',
    );
    unmount();

    renderApp('/lines', { whitelabel: withLines(false), routes: network({}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    const hidden = await screen.findByRole('complementary', { name: 'Side menu' });
    expect(within(hidden).queryByTitle('Line detection')).toBeNull();
  });
});
