import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runConformance } from './conformance-cases.ts';
import { openConformanceTarget } from './conformance-world.ts';

// A deliberately broken build: the platform stops checking the signature over the body. The kit
// must see it: a forged call is then answered for what its body got wrong, not refused 401.
vi.mock('../modules/seamless/vendor-auth.ts', async (original) => ({
  ...(await original<typeof import('../modules/seamless/vendor-auth.ts')>()),
  claimSigned: () => true,
}));

let world: Awaited<ReturnType<typeof openConformanceTarget>>;
beforeAll(async () => {
  world = await openConformanceTarget();
});
afterAll(() => world?.close());

describe('the conformance kit against a build that skips signature checks', () => {
  it('fails the forged-signature case and names what came back instead', async () => {
    const results = await runConformance(world.target, world.token);
    const failed = results.filter((result) => !result.ok);
    expect(failed.map((result) => result.name)).toEqual([
      'a wrong signature is refused 401 whatever the body: broken JSON, text, a short token',
    ]);
    expect(failed[0]?.detail).toMatch(/^expected 401 VENDOR_SIGNATURE_INVALID, got 4\d\d /);
  });
});
