import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMemberSession } from '../modules/wallet/wallet-test-helpers.ts';
import { boundaryRequests } from '../test/boundary-requests.ts';
import { DocumentAnswers } from '../test/document-answers.ts';
import {
  type Credentials,
  type FuzzRequest,
  injectRequest,
  jsonText,
  malformedRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  plausibleInput,
  urlOf,
} from '../test/malformed-requests.ts';
import { operatorToken } from '../test/operator-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 24 part 3: the server's answers against its own OpenAPI document. Every operation gets
 * real requests (plausible ones as a visitor, a member and an operator, broken ones, and integers
 * at their schema edges); each answer's status must be one the operation documents, and its JSON
 * body must validate against that status's schema (openapi-backend's response validator, on the
 * document as /docs/json serves it). So the document and the server cannot drift apart.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const MALFORMED_PER_OPERATION = 3;

let t: TestApp;
let document: OpenApiDocument;
let answersCheck: DocumentAnswers;
let credentials: Credentials;

async function freshCredentials(): Promise<Credentials> {
  const member = await newMemberSession(t);
  return { member: member.token, operator: await operatorToken(t, `answers${Date.now() % 1e6}`, 'admin') };
}

/** A request that logged out or locked an account spends its token; the next operation gets new ones. */
async function keepCredentialsAlive() {
  const probe = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const [member, operator] = await Promise.all([
    probe(API_PATHS.memberInfo, credentials.member),
    probe(ADMIN_PATHS.me, credentials.operator),
  ]);
  if (member.statusCode === 401 || operator.statusCode === 401) credentials = await freshCredentials();
}

function plausibleRequests(operation: Operation, seed: number): FuzzRequest[] {
  const inputs = fc.sample(plausibleInput(operation, document), { numRuns: 3, seed });
  const tokens = [undefined, credentials.member, credentials.operator];
  return inputs.map((input, index) => {
    const token = tokens[index];
    const payload = operation.body ? jsonText(input.body ?? {}) : undefined;
    return {
      method: operation.method,
      url: urlOf(operation, input.params, input.query),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload,
      remoteAddress: `172.16.${seed % 250}.${index + 1}`,
      mutation: `plausible, ${['visitor', 'member', 'operator'][index]}`,
    };
  });
}

interface Mismatch {
  operation: string;
  request: string;
  status: number;
  problem: string;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  document = structuredClone(t.app.swagger()) as unknown as OpenApiDocument;
  answersCheck = await DocumentAnswers.load(document);
  credentials = await freshCredentials();
});
afterAll(() => t?.close());

describe('the answers against the OpenAPI document', () => {
  it('answers every operation only with documented statuses and bodies that fit their schemas', {
    timeout: 600_000,
  }, async () => {
    const operations = operationsOf(document);
    const mismatches: Mismatch[] = [];
    const statusesSeen = new Map<string, Set<number>>();
    let answers = 0;

    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      const requests = [
        ...plausibleRequests(operation, SEED + index),
        ...fc.sample(malformedRequest(operation, document, credentials), {
          numRuns: MALFORMED_PER_OPERATION,
          seed: SEED + index,
        }),
        ...boundaryRequests(operation, document, credentials, SEED + index),
      ];
      for (const request of requests) {
        const answer = await injectRequest(t.app, request);
        answers += 1;
        statusesSeen.set(name, (statusesSeen.get(name) ?? new Set()).add(answer.status));
        const problem = answersCheck.problemWith(operation, answer);
        if (problem)
          mismatches.push({
            operation: name,
            request: `${request.mutation}: ${request.url.slice(0, 120)}`,
            status: answer.status,
            problem,
          });
      }
      await keepCredentialsAlive();
    }

    const pairsSeen = [...statusesSeen.values()].reduce((sum, seen) => sum + seen.size, 0);
    console.log(
      [
        `answers against the document (seed ${SEED}): ${operations.length} operations, ${answersCheck.statusesDocumented(operations)} statuses documented`,
        `${answers} answers checked, ${pairsSeen} distinct (operation, status) pairs seen, mismatches: ${mismatches.length}`,
      ].join('\n'),
    );
    // One line per operation, status and kind of problem, with the first request that showed it.
    const distinct = new Map<string, Mismatch>();
    for (const mismatch of mismatches) {
      const key = `${mismatch.operation} ${mismatch.status} ${mismatch.problem.slice(0, 40)}`;
      if (!distinct.has(key)) distinct.set(key, mismatch);
    }
    expect([...distinct.values()]).toEqual([]);
    expect(statusesSeen.size).toBe(operations.length);
  });
});
