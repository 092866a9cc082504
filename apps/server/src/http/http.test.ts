import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const REPORT = '/wps/system/clientErrors';

describe('envelope and error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });
  });
  afterAll(() => t.close());

  const post = (payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: REPORT, payload, headers: { 'content-type': contentType } });

  it('accepts a well-formed report', async () => {
    const res = await post(JSON.stringify({ kind: 'script-chunk', reason: 'timeout', route: '/live' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { received: true } });
  });

  it('answers malformed JSON with 400 MALFORMED_BODY and a request id', async () => {
    const res = await post('{"kind": "script-chunk",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'MALFORMED_BODY' });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('answers invalid UTF-8 with 400 rather than storing replacement characters', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"kind":"render","route":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const res = await post(bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'MALFORMED_BODY',
      message: 'The request could not be read, please try again',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ kind: 'render', route: '/', message: 'x'.repeat(10_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a non-JSON body with 415', async () => {
    const res = await post('kind=render', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('names every failing field: wrong types, unknown fields, too long strings', async () => {
    const res = await post(JSON.stringify({ kind: 'nope', route: 5, extra: true }));
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.kind', 'body.route', 'body']));
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    for (const url of ['/wps/nothing/here', '/lgw/games/unknown', '/wps']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(kept.headers['x-request-id']).toBe('lb-0123456789abcdef');
    const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a CSP that forbids inline script', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('compresses large answers with the best encoding the client accepts', async () => {
    const plain = await t.app.inject({ url: '/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await t.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await t.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
    const refused = await t.app.inject({
      url: '/docs/json',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the contract schemas', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/system/permission', '/wps/system/whitelabel']),
    );
    const status = doc.paths['/wps/system/status'].get;
    expect(status.parameters.map((p: { name: string }) => p.name)).toContain('lang');
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('never answers 5xx to random bodies, and always with an envelope', async () => {
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    const reportish = fc.record(
      {
        kind: fc.oneof(
          fc.constantFrom('script-chunk', 'style-chunk', 'render', 'network'),
          fc.string(),
          fc.integer(),
        ),
        reason: fc.oneof(fc.constantFrom('missing', 'timeout', 'error'), fc.string(), fc.constant(null)),
        route: fc.oneof(fc.string({ maxLength: 400 }), fc.integer(), fc.constant(null)),
        message: fc.oneof(fc.string({ maxLength: 1200 }), fc.array(fc.string())),
        extra: anyJson,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, reportish), async (body) => {
        const res = await post(JSON.stringify(body));
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().success).toBe('boolean');
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const res = await post(Buffer.from(bytes));
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('never answers 5xx to random query strings on the system calls', async () => {
    const paths = [
      '/wps/system/status',
      '/wps/system/config',
      '/wps/system/permission',
      '/wps/system/whitelabel',
      '/wps/system/domainRoute',
      '/wps/content/banners',
    ];
    const key = fc.oneof(
      fc.constantFrom('lang', 'groupName', '__proto__', 'constructor'),
      fc.string({ maxLength: 20 }),
    );
    const value = fc.oneof(
      fc.constantFrom('EN', 'CN', 'MY', 'w_home', '%FF', '%C3%28'),
      fc.string({ maxLength: 3000 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(fc.tuple(key, value), { maxLength: 4 }),
        async (path, pairs) => {
          const query = pairs.map(
            ([k, v]) => `${encodeURIComponent(k)}=${v.startsWith('%') ? v : encodeURIComponent(v)}`,
          );
          const res = await t.app.inject({ url: `${path}?${query.join('&')}` });
          expect(res.statusCode).toBeLessThan(500);
          expect(typeof res.json().success).toBe('boolean');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('hides the cause of an unexpected failure behind a generic 500 with a request id', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const res = await broken.app.inject({ url: '/wps/system/status' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        code: 'INTERNAL_ERROR',
        message: 'Unknown error',
        requestId: res.headers['x-request-id'],
      });
      expect(res.body).not.toMatch(/select|at .*\.ts|stack/i);
    } finally {
      await broken.app.close();
    }
  });
});
