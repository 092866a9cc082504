import SwaggerParser from '@apidevtools/swagger-parser';
import { ERROR_STATUS } from '@platform/contract/errors';
import { refusalsOfVendorCall, VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { createConfig, lintFromString } from '@redocly/openapi-core';
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

  it("passes Redocly's specification rules with no problem at all", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(t.app.swagger()),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['spec'] }),
    });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
      ),
    ).toEqual([]);
  });

  it('names every operation once, and gives each its refusals beside its success', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const vendorPaths = new Set<string>(Object.values(VENDOR_API_PATHS));
    for (const [path, methods] of Object.entries(document.paths))
      for (const operation of Object.values(methods)) {
        const statuses = Object.keys(operation.responses ?? {});
        expect(statuses.some((status) => status.startsWith('2'))).toBe(true);
        if (vendorPaths.has(path)) continue;
        expect(statuses).toEqual(expect.arrayContaining(['400', '401', '403', '404', '429', '500']));
      }
  });

  it('lists for each vendor wallet call exactly the refusals that call can answer, by status and code', () => {
    const document = t.app.swagger() as {
      paths: Record<string, { post: { responses: Record<string, { description: string }> } }>;
    };
    for (const [call, path] of Object.entries(VENDOR_API_PATHS)) {
      const codes = refusalsOfVendorCall(call as keyof typeof VENDOR_API_PATHS);
      const { responses } = document.paths[path]!.post;
      const refusals = Object.keys(responses).filter((status) => Number(status) >= 400);
      expect(refusals.sort(), call).toEqual(
        [...new Set(codes.map((code) => String(ERROR_STATUS[code])))].sort(),
      );
      for (const status of refusals) {
        const listed = responses[status]!.description.replace('Refused: ', '').split(', ');
        expect(listed.sort(), `${call} ${status}`).toEqual(
          codes.filter((code) => String(ERROR_STATUS[code]) === status).sort(),
        );
      }
    }
    // A call of no money refuses no money: the lookup cannot answer INSUFFICIENT_FUNDS.
    expect(Object.keys(document.paths[VENDOR_API_PATHS.transaction]!.post.responses)).not.toContain('409');
  });
});
