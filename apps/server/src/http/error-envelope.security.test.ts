import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { ERROR_MESSAGES_CN } from '@platform/contract/error-messages/CN';
import { ERROR_MESSAGES_MY } from '@platform/contract/error-messages/MY';
import { API_PATHS } from '@platform/contract/paths';
import { VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Raw bytes to the listening server, and the whole answer back as text. */
function sendRaw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(bytes);
  });
}

function statusAndEnvelope(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, envelope: JSON.parse(body) };
}

/** A GET through node:http with a URL of any length, answering status and parsed body. */
function getOverHttp(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(body) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('bad bytes in text answer 400 naming the field (finding 2)', () => {
  const fieldsOf = (body: { fields?: { field: string }[] }) => body.fields?.map((f) => f.field);

  it('refuses a lone surrogate and a NUL in body fields', async () => {
    // JSON's \u escapes are the one way a lone surrogate arrives (a URL's bytes decode to U+FFFD).
    const lone = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"alice\\ud800","password":"x\\u0000"}',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(fieldsOf(lone.json())).toEqual(expect.arrayContaining(['body.username', 'body.password']));
  });

  it('refuses a NUL in a query field and in a path parameter', async () => {
    const query = await t.app.inject({ method: 'GET', url: `${API_PATHS.gameList}?gameName=a%00b` });
    expect(query.statusCode).toBe(400);
    expect(fieldsOf(query.json())).toContain('query.gameName');
    const path = await t.app.inject({ method: 'GET', url: '/wps/member/withdrawals/WD%00' });
    expect(path.statusCode).toBeGreaterThanOrEqual(400);
    expect(path.statusCode).toBeLessThan(500);
    expect(path.json()).toMatchObject({ success: false });
  });

  it('refuses a NUL in a header before it reaches the database (the vendor API reads its code from one)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: VENDOR_API_PATHS.balance,
      headers: {
        [VENDOR_HEADERS.vendor]: 'SBX\u0000',
        [VENDOR_HEADERS.timestamp]: '1',
        [VENDOR_HEADERS.signature]: 'x',
      },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      expect.objectContaining({ field: `headers.${VENDOR_HEADERS.vendor}` }),
    ]);
  });
});

describe('every error is the envelope, in the user language (finding 3)', () => {
  it('words the message from the catalogue in the language asked for, English by default', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/wps/no-such-call', headers }).then((res) => res.json().message);
    expect(await ask({})).toBe('Not found');
    expect(await ask({ 'x-lang': 'CN' })).toBe('未找到');
    expect(await ask({ 'accept-language': 'fr-FR, zh-CN;q=0.8, en;q=0.5' })).toBe('未找到');
    expect(await ask({ 'accept-language': 'my-MM' })).toBe('ရှာမတွေ့ပါ');
    expect(await ask({ lang: 'en', 'accept-language': 'zh' })).toBe('Not found');
  });

  it('answers an unknown vendor API path with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/vendor-api/v1/no-such-call', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  it('answers a bad content type and an unparsable body in the envelope, translated', async () => {
    const typed = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'text/xml', 'x-lang': 'CN' },
      payload: '<a/>',
    });
    expect(typed.statusCode).toBe(415);
    expect(typed.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '不支持该文件类型' });
    const broken = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'MALFORMED_BODY' });
  });

  it('answers a badly %-encoded path with 400 MALFORMED_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/withdrawals/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'MALFORMED_URL',
      requestId: expect.any(String),
    });
  });

  it('answers oversized headers with 431 and an over-long URL with 414, from the raw server', async () => {
    const headers = await getOverHttp('/healthz', { 'x-padding': 'a'.repeat(20_000), 'x-lang': 'MY' });
    expect(headers.status).toBe(431);
    expect(headers.json).toMatchObject({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      requestId: expect.any(String),
    });
    expect(headers.json.message).toBe(ERROR_MESSAGES_MY.HEADERS_TOO_LARGE);

    const url = await getOverHttp(`/wps/${'a'.repeat(20_000)}`);
    expect(url.status).toBe(414);
    expect(url.json).toMatchObject({
      success: false,
      code: 'URI_TOO_LONG',
      message: 'The address is too long',
    });
  });

  it('answers bytes that are not HTTP with a 400 envelope', async () => {
    const { status, head, envelope } = statusAndEnvelope(await sendRaw('GET /\u0001 HTTP/1.1\r\n\r\n'));
    expect(status).toBe(400);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(envelope).toMatchObject({
      success: false,
      code: 'MALFORMED_REQUEST',
      requestId: expect.any(String),
    });
  });
});

describe('while the server closes (last: it closes the app of this file)', () => {
  it('turns a request that arrives on a kept-alive connection away with the 503 envelope', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const report = JSON.stringify({ kind: 'render', route: '/' });
    // A request in flight keeps the connection open while the app starts closing.
    socket.write(
      `POST /wps/system/clientErrors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${report.length}\r\n\r\n${report.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(`${report.slice(5)}GET /healthz HTTP/1.1\r\nHost: x\r\nx-lang: CN\r\n\r\n`);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
    socket.destroy();
    await closing;

    const answers = answer.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    const refused = statusAndEnvelope(answers[1] ?? '');
    expect(refused.status).toBe(503);
    expect(refused.envelope).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: ERROR_MESSAGES_CN.SERVICE_UNAVAILABLE,
    });
  });
});
