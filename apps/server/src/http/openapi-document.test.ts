import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

describe('the OpenAPI document at /docs/json', () => {
  it('validates against the OpenAPI schema, every reference resolving (a client can be generated from it)', async () => {
    // A copy: the parser resolves references in place.
    const document = structuredClone(t.app.swagger());
    const validated = await SwaggerParser.validate(
      document as unknown as Parameters<typeof SwaggerParser.validate>[0],
    );
    expect(Object.keys(validated.paths ?? {}).length).toBeGreaterThan(150);
  });
});
