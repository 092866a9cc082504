import { readdirSync, readFileSync } from 'node:fs';
import { ERROR_STATUS, type ErrorCode } from '@platform/contract/errors';
import { VENDOR_CALL_REFUSALS, VENDOR_CALL_REFUSALS_ALWAYS } from '@platform/contract/vendor-api';
import { describe, expect, it } from 'vitest';

// docs/vendor-api.md is what a studio integrates from: every code this API can answer must be in
// its table of answer codes, with the HTTP status the server really sends for it.

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const doc = read('../../../../../docs/vendor-api.md');

/** The rows of the doc's "Every answer code" table: code and HTTP status. */
function documentedCodes(): Map<string, number> {
  const section = doc.split('## Every answer code')[1]?.split('\n## ')[0] ?? '';
  const rows = [...section.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)];
  return new Map(rows.map((row) => [row[1]!, Number(row[2])]));
}

describe('docs/vendor-api.md answer codes', () => {
  it('lists every code the wallet calls refuse with, each with its real HTTP status', () => {
    const documented = documentedCodes();
    // The codes the vendor scope and the wallet service raise, read from their source.
    const source = readdirSync(new URL('.', import.meta.url))
      .filter((name) => /^(seamless|vendor-auth).*\.ts$/.test(name) && !name.includes('.test.'))
      .map((name) => read(`./${name}`))
      .join('\n');
    const raised = new Set(
      [...source.matchAll(/(?:refuse|refusal)\(\s*'([A-Z_]+)'|code: '([A-Z_]+)'/g)].map(
        (match) => match[1] ?? match[2]!,
      ),
    );
    // Answered for every call by the framework's checks: fields, body, an unknown path, a fault.
    for (const code of VENDOR_CALL_REFUSALS_ALWAYS) raised.add(code);
    raised.delete('CONFLICT'); // internal: a lost race, answered with the winner's stored answer
    expect(raised.size).toBeGreaterThan(15);
    expect([...raised].filter((code) => !documented.has(code))).toEqual([]);
    for (const [code, status] of documented) expect(ERROR_STATUS[code as ErrorCode], code).toBe(status);
  });

  it('lists each code against exactly the calls that answer it, as the API document does', () => {
    const section = doc.split('## Every answer code')[1]?.split('\n## ')[0] ?? '';
    const rows = [...section.matchAll(/^\| `([A-Z_]+)` \| \d{3} \| ([^|]+) \|/gm)];
    const callOf = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    const calls = Object.keys(VENDOR_CALL_REFUSALS) as (keyof typeof VENDOR_CALL_REFUSALS)[];
    let checked = 0;
    for (const [, code, column] of rows) {
      const named = column!.trim();
      checked += 1;
      const always = (VENDOR_CALL_REFUSALS_ALWAYS as readonly string[]).includes(code!);
      if (named === 'all') {
        expect(always, code).toBe(true);
        continue;
      }
      const answering = calls.filter((call) =>
        (VENDOR_CALL_REFUSALS[call] as readonly string[]).includes(code!),
      );
      expect(named.split(', ').map(callOf).sort(), code).toEqual(answering.sort());
    }
    expect(checked).toBeGreaterThan(20);
    const everyCall = rows.filter((row) => row[2]?.trim() === 'all').map((row) => row[1]);
    expect(everyCall.sort()).toEqual([...VENDOR_CALL_REFUSALS_ALWAYS].sort());
  });
});
