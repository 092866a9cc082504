import { request as httpRequest } from 'node:http';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransfers } from '../modules/ledger/ledger.tables.ts';
import { credit, newMemberSession } from '../modules/wallet/wallet-test-helpers.ts';
import { boundaryRequests } from '../test/boundary-requests.ts';
import { DocumentAnswers } from '../test/document-answers.ts';
import {
  type Answer,
  type Credentials,
  injectRequest,
  malformedRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from '../test/malformed-requests.ts';
import { operatorToken } from '../test/operator-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The fuzz pass of issue 14 (`npm run test:security`): every operation of the OpenAPI document the
 * app generates gets malformed requests (NUL bytes, lone surrogates, huge numbers, wrong types,
 * missing and extra fields, oversized bodies and headers, bad content types and %-encodings), as a
 * visitor, a member and an operator. No answer may be a 5xx, every JSON answer is the envelope,
 * and the ledger does not move. FUZZ_REQUESTS raises the total, FUZZ_SEED replays a run.
 */
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 18_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Problem {
  operation: string;
  mutation: string;
  url: string;
  status: number;
  body: string;
}

let t: TestApp;
let document: OpenApiDocument;
let answersCheck: DocumentAnswers;
let operations: Operation[];
let credentials: Credentials;
let port: number;

const problems: Problem[] = [];
const reached = new Set<string>();
const statuses = new Map<number, number>();
let sent = 0;

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;

async function ledgerRows() {
  const db = t.database.db;
  const [[transfers], [entries]] = await Promise.all([
    db.select({ n: count() }).from(ledgerTransfers),
    db.select({ n: count() }).from(ledgerEntries),
  ]);
  return { transfers: transfers?.n ?? 0, entries: entries?.n ?? 0 };
}

function isEnvelope(json: unknown): boolean {
  if (!json || typeof json !== 'object') return false;
  const envelope = json as Record<string, unknown>;
  if (envelope.success === true) return true;
  return (
    envelope.success === false &&
    typeof envelope.code === 'string' &&
    typeof envelope.message === 'string' &&
    envelope.message.length > 0 &&
    typeof envelope.requestId === 'string'
  );
}

/** Records what a user or operator would notice: a 5xx, or JSON that is not the envelope. */
function check(operation: Operation, request: { url: string; mutation: string }, answer: Answer) {
  sent += 1;
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  if (answer.status !== 404) reached.add(nameOf(operation));
  let wrong = answer.status >= 500;
  if (answer.contentType.includes('json')) {
    try {
      wrong ||= !isEnvelope(JSON.parse(answer.body));
    } catch {
      wrong = true;
    }
  }
  // Answers refused before routing (431, 414 from Node's parser) come from no operation's code,
  // yet every operation documents them: the document must describe those too.
  const offDocument = answersCheck.problemWith(operation, answer);
  if (wrong || offDocument) {
    problems.push({
      operation: nameOf(operation),
      mutation: request.mutation,
      url: request.url.slice(0, 200),
      status: answer.status,
      body: (offDocument ?? answer.body).slice(0, 300),
    });
  }
}

/** A request over a real socket, for what only Node's HTTP parser refuses (431, 414). */
function overSocket(method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  document = t.app.swagger() as unknown as OpenApiDocument;
  operations = operationsOf(document);
  answersCheck = await DocumentAnswers.load(document);
  // A member with money, so a request that slipped through validation could move it.
  const member = await newMemberSession(t);
  await credit(t, member.memberId, 5_000_000);
  credentials = { member: member.token, operator: await operatorToken(t, 'fuzzadmin', 'admin') };
});
afterAll(() => t.close());

describe('fuzz pass over every operation of the OpenAPI document', () => {
  it('answers every malformed request with a 4xx envelope the document describes, and never moves money', {
    timeout: 600_000,
  }, async () => {
    expect(operations.length).toBeGreaterThan(100);
    const before = await ledgerRows();
    const started = Date.now();
    const perOperation = Math.max(1, Math.ceil(TOTAL_REQUESTS / operations.length) - 3);

    for (const [index, operation] of operations.entries()) {
      const requests = fc.sample(malformedRequest(operation, document, credentials), {
        numRuns: perOperation,
        seed: SEED + index,
      });
      for (const request of requests) check(operation, request, await injectRequest(t.app, request));

      // What only a real socket can carry: headers over Node's limit, a URL over it, a NUL byte.
      const path = operation.path.replace(/\{[^}]+\}/g, '1');
      const socketCases: { mutation: string; path: string; headers: Record<string, string> }[] = [
        { mutation: 'headers over the limit', path, headers: { 'x-padding': 'a'.repeat(20_000) } },
        { mutation: 'URL over the limit', path: `${path}?q=${'a'.repeat(20_000)}`, headers: {} },
        { mutation: 'bad %-encoding on the wire', path: `${path}%E0%A4%A`, headers: {} },
      ];
      for (const socketCase of socketCases) {
        const answer = await overSocket(operation.method, socketCase.path, socketCase.headers);
        check(operation, { url: socketCase.path, mutation: socketCase.mutation }, answer);
      }
    }

    const after = await ledgerRows();
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const movements = after.transfers - before.transfers + (after.entries - before.entries);
    console.log(
      [
        `fuzz pass (seed ${SEED}): ${sent} requests sent in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `operations covered: ${reached.size} of ${operations.length}`,
        `answers 5xx: ${fiveHundreds}; answers not in the envelope, off the document or 5xx: ${problems.length}`,
        `ledger movements: ${movements} (transfers ${before.transfers}→${after.transfers}, entries ${before.entries}→${after.entries})`,
        `statuses: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
      ].join('\n'),
    );

    expect(problems.slice(0, 10)).toEqual([]);
    expect(after).toEqual(before);
    expect(reached.size).toBe(operations.length);
    expect(sent).toBeGreaterThanOrEqual(Math.min(TOTAL_REQUESTS, 18_000));
  });

  it('answers a valid request with every integer at its schema edge without a 5xx', {
    timeout: 300_000,
  }, async () => {
    const found: Problem[] = [];
    let fields = 0;
    for (const [index, operation] of operations.entries()) {
      for (const request of boundaryRequests(operation, document, credentials, SEED + index)) {
        fields += 1;
        const answer = await injectRequest(t.app, request);
        if (answer.status >= 500)
          found.push({
            operation: nameOf(operation),
            mutation: request.mutation,
            url: request.url.slice(0, 200),
            status: answer.status,
            body: answer.body.slice(0, 300),
          });
      }
    }
    console.log(`boundary pass: ${fields} requests at integer edges, ${found.length} answered 5xx`);
    expect(fields).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
