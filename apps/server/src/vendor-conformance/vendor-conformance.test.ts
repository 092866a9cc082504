import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES, runConformance } from './conformance-cases.ts';
import { openConformanceTarget } from './conformance-world.ts';

// The conformance kit, as a studio runs it, against the app over real HTTP: every case passes.

let world: Awaited<ReturnType<typeof openConformanceTarget>>;
beforeAll(async () => {
  world = await openConformanceTarget();
});
afterAll(() => world?.close());

describe('npm run vendor:conformance against the platform', () => {
  it('passes every case, the balance following the kit’s own moves after each', async () => {
    const results = await runConformance(world.target, world.token);
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual(CASES.map((kitCase) => kitCase.name));
  });

  it('fails with a wrong secret: the kit cannot even authenticate', async () => {
    const results = await runConformance({ ...world.target, secret: 'not-the-secret' }, world.token);
    expect(results).toEqual([expect.objectContaining({ ok: false, detail: '401 VENDOR_SIGNATURE_INVALID' })]);
  });
});
