import { describe, expect, it, vi } from 'vitest';
import { addressOnLine, fastestLine, measureLine } from './measure-line.ts';

/** A clock the fake network moves: each request takes the next of `delays` (ms); null fails. */
function network(delays: (number | null)[]) {
  let clock = 0;
  const asked: string[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    asked.push(`${String(url)} ${init?.mode} ${init?.cache}`);
    const delay = delays.shift();
    if (delay === null || delay === undefined) throw new TypeError('Failed to fetch');
    clock += delay;
    return new Response(null);
  });
  return { fetcher: fetcher as unknown as typeof fetch, now: () => clock, asked };
}

describe('measuring a line', () => {
  it('asks the line itself, uncached, several times, and reports the median round trip', async () => {
    const net = network([300, 40, 60, 50]);
    expect(await measureLine('https://line1.example', { ...net, samples: 4 })).toBe(50);
    expect(net.asked).toEqual(Array(4).fill('https://line1.example/healthz no-cors no-store'));
  });

  it('ignores failed samples, and a line that never answers has no time', async () => {
    expect(await measureLine('https://a.example', { ...network([null, 80, null]), samples: 3 })).toBe(80);
    expect(await measureLine('https://b.example', { ...network([null, null]), samples: 2 })).toBeNull();
  });

  it('recommends the quickest line that answered', () => {
    const lines = [
      { name: 'A', ms: null },
      { name: 'B', ms: 120 },
      { name: 'C', ms: 45 },
    ];
    expect(fastestLine(lines)?.name).toBe('C');
    expect(fastestLine([{ name: 'A', ms: null }])).toBeNull();
  });

  it('switching keeps the page, its query and its anchor', () => {
    expect(addressOnLine('https://l2.example', { pathname: '/lines', search: '?x=1', hash: '#top' })).toBe(
      'https://l2.example/lines?x=1#top',
    );
  });
});
