import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@platform/contract/paths';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMemberSession } from '../modules/wallet/wallet-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 24 part 3: a TypeScript client generated from the document with a standard generator
 * (openapi-typescript, for openapi-fetch) compiles under the repository's compiler in strict mode,
 * and calls the running server: what an integrator does on their first day.
 */
let t: TestApp;
let baseUrl: string;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Under the repository, so the generated code resolves openapi-fetch as an integrator's would.
  const cache = path.resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  workDir = mkdtempSync(path.join(cache, 'api-client-'));
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await t?.close();
});

/** An integrator's first lines against the generated types: a read and a refused request. */
const USAGE = `
import createClient from 'openapi-fetch';
import type { components, paths } from './api';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1' });

export async function memberName(token: string): Promise<string | undefined> {
  const { data, error } = await client.GET('${API_PATHS.memberInfo}', {
    headers: { authorization: \`Bearer \${token}\` },
  });
  if (error) return error.code;
  return data.value.account;
}

export type NotFoundCode = components['schemas']['Refusal404']['code'];
`;

describe('a client generated from the OpenAPI document', () => {
  it('compiles in strict mode with no error', { timeout: 120_000 }, async () => {
    const generated = astToString(await openapiTS(structuredClone(t.app.swagger()) as never));
    writeFileSync(path.join(workDir, 'api.ts'), generated);
    writeFileSync(path.join(workDir, 'usage.ts'), USAGE);
    const program = ts.createProgram([path.join(workDir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(generated.length).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
  });

  it('reads the member and gets a refusal in the envelope, through the client at runtime', async () => {
    const member = await newMemberSession(t);
    const client = createClient<Record<string, never>>({ baseUrl });
    const read = await client.GET(
      API_PATHS.memberInfo as never,
      {
        headers: { authorization: `Bearer ${member.token}` },
      } as never,
    );
    expect((read.data as unknown as { value: { id: number } }).value.id).toBe(member.memberId);
    const refused = await client.GET(
      API_PATHS.memberInfo as never,
      {
        headers: { authorization: 'Bearer not-a-token' },
      } as never,
    );
    expect(refused.response.status).toBe(401);
    expect((refused.error as unknown as { success: boolean; code: string }).success).toBe(false);
  });
});
