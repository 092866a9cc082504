import { describe, expect, it } from 'vitest';
import { newRequestKey } from './amount.ts';

describe('newRequestKey', () => {
  it('makes distinct keys the API accepts', () => {
    const a = newRequestKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestKey()).not.toBe(a);
  });
});
