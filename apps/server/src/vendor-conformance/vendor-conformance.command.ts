/**
 * `npm run vendor:conformance -- --url <origin> --vendor <code> --secret <secret> --token <token>`:
 * runs every case of the seamless wallet API's conformance kit against a deployment (staging before
 * go-live, say) and prints a pass/fail table; exits 1 when a case fails. The token is a live launch
 * token of a test player holding at least MIN_BALANCE minor units, from launching a game of the
 * vendor as that player. The kit stakes small amounts and gives most of them back.
 */
import { parseArgs } from 'node:util';
import { runConformance } from './conformance-cases.ts';
import { MIN_BALANCE } from './conformance-steps.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      vendor: { type: 'string' },
      secret: { type: 'string' },
      token: { type: 'string' },
    },
  });
  const { url, vendor, secret, token } = values;
  if (!url || !vendor || !secret || !token) {
    console.error(
      `Usage: npm run vendor:conformance -- --url <origin> --vendor <code> --secret <secret> --token <launch token>\n` +
        `(the token's player needs at least ${MIN_BALANCE} minor units)`,
    );
    return 64; // EX_USAGE
  }
  const results = await runConformance({ url, vendor, secret }, token);
  const width = Math.max(...results.map((result) => result.name.length));
  for (const result of results)
    console.log(`${result.ok ? 'pass' : 'FAIL'}  ${result.name.padEnd(width)}  ${result.detail}`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`${results.length - failed} of ${results.length} cases passed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
