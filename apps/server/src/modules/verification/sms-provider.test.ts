import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { OutboxMailTransport } from './mail-transport.ts';
import { MemoryRateLimiter } from './rate-limiter.ts';
import { createSmsProvider, HttpSmsProvider, OutboxSmsProvider } from './sms-provider.ts';
import { checkCode, sendSmsCode, smsDestination } from './verification.service.ts';
import { outboxMessages } from './verification.tables.ts';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

describe('SMS providers', () => {
  let t: TestApp;
  let gateway: Server;
  let base: string;
  let received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const now = () => new Date('2026-06-01T12:00:00Z');

  // A real HTTP gateway on loopback: the path decides its answer.
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: raw ? JSON.parse(raw) : null,
    });
    const status = { '/ok': 200, '/accepted': 202, '/quota': 402, '/disabled': 403, '/broken': 500 }[
      request.url ?? ''
    ];
    if (status)
      return response.writeHead(status, { 'content-type': 'application/json' }).end('{"detail":"x"}');
    if (request.url === '/redirect') return response.writeHead(302, { location: `${base}/ok` }).end();
    if (request.url === '/hang') return void hanging.push(response);
    response.writeHead(404).end();
  };

  beforeAll(async () => {
    t = await createTestApp();
    gateway = createServer((request, response) => void answer(request, response));
    gateway.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const response of hanging) response.destroy();
    gateway.closeAllConnections();
    gateway.close();
    await t.close();
  });
  beforeEach(() => {
    received = [];
  });

  const http = (path: string, timeoutMs?: number) =>
    new HttpSmsProvider({
      db: t.database.db,
      now,
      url: `${base}${path}`,
      token: 'tok-123',
      sender: 'BRAND',
      timeoutMs,
    });
  const message = (to: string) => ({
    merchantId: t.merchantId,
    to,
    text: '123456 is your code',
    recordedText: '****** is your code',
  });
  const lastOutbox = async (destination: string) => {
    const [row] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, destination))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return row;
  };

  it('posts { to, text, sender } as JSON with the bearer token, and records the masked text as sent', async () => {
    expect(await http('/ok').send(message('+60100000001'))).toEqual({ ok: true });
    expect(received).toEqual([
      {
        path: '/ok',
        authorization: 'Bearer tok-123',
        contentType: 'application/json',
        body: { to: '+60100000001', text: '123456 is your code', sender: 'BRAND' },
      },
    ]);
    expect(await lastOutbox('+60100000001')).toMatchObject({
      provider: 'http',
      status: 'sent',
      body: '****** is your code',
      detail: null,
    });
  });

  it('treats any 2xx as delivered', async () => {
    expect(await http('/accepted').send(message('+60100000002'))).toEqual({ ok: true });
  });

  it.each([
    ['/quota', 'SMS_QUOTA_EXCEEDED', 'HTTP 402'],
    ['/disabled', 'FEATURE_DISABLED', 'HTTP 403'],
    ['/broken', 'UNKNOWN', 'HTTP 500'],
    ['/missing', 'UNKNOWN', 'HTTP 404'],
    ['/redirect', 'UNKNOWN', 'HTTP 302'],
  ])('maps %s to %s and records the failure', async (path, code, detail) => {
    const to = `+6010000${path.length}${code.length}`;
    expect(await http(path).send(message(to))).toEqual({ ok: false, code });
    expect(await lastOutbox(to)).toMatchObject({ provider: 'http', status: 'failed', detail });
    // A redirect is not followed: the token never goes to another address.
    expect(received.map((r) => r.path)).toEqual([path]);
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(await http('/hang', 200).send(message('+60100000003'))).toEqual({ ok: false, code: 'UNKNOWN' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await lastOutbox('+60100000003')).toMatchObject({ status: 'failed', detail: 'timeout' });
  });

  it('answers UNKNOWN when the gateway cannot be reached', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const provider = new HttpSmsProvider({
      db: t.database.db,
      now,
      url: `http://127.0.0.1:${port}/`,
      sender: 'X',
    });
    expect(await provider.send(message('+60100000004'))).toEqual({ ok: false, code: 'UNKNOWN' });
    expect(await lastOutbox('+60100000004')).toMatchObject({ status: 'failed', detail: 'network error' });
  });

  it('the outbox provider only stores the message, as it is, for the outbox readers', async () => {
    const provider = new OutboxSmsProvider({ db: t.database.db, now });
    expect(await provider.send(message('+60100000005'))).toEqual({ ok: true });
    expect(await lastOutbox('+60100000005')).toMatchObject({
      provider: 'outbox',
      status: 'stored',
      body: '123456 is your code',
    });
  });

  it('is chosen by SMS_PROVIDER, the outbox sandbox by default', () => {
    expect(createSmsProvider(loadConfig({}), { db: t.database.db, now })).toBeInstanceOf(OutboxSmsProvider);
    const config = loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: `${base}/ok` });
    expect(createSmsProvider(config, { db: t.database.db, now })).toBeInstanceOf(HttpSmsProvider);
  });

  describe('sending codes through the gateway', () => {
    const deps = (path: string) => {
      const clock = { at: Date.now() };
      return {
        db: t.database.db,
        now,
        sms: http(path),
        mail: new OutboxMailTransport({ db: t.database.db, now }),
        limiter: new MemoryRateLimiter({ now: () => clock.at }),
        smsBudget: { merchantPerHour: 100, prefixPerHour: 100 },
      };
    };
    const input = (mobileNum: string) => ({
      merchantId: t.merchantId,
      dialingCode: '60',
      mobileNum,
      purpose: 'LOGIN',
      ip: '10.1.1.1',
      expiredMinutes: 5,
      gate: 'credentials-proven' as const,
    });

    it('delivers the real code to the phone and keeps only a masked copy for operators', async () => {
      const viaGateway = deps('/ok');
      expect(await sendSmsCode(viaGateway, input('100000006'))).toEqual({ ok: true, expiredMinutes: 5 });
      const text = (received[0]!.body as { text: string }).text;
      expect(text).toMatch(/^\d{6} is your verification code\. It expires in 5 minutes\.$/);
      expect((await lastOutbox('+60100000006'))!.body).toBe(
        '****** is your verification code. It expires in 5 minutes.',
      );
      const code = text.slice(0, 6);
      const destination = smsDestination('60', '100000006');
      expect(
        await checkCode(viaGateway, {
          merchantId: t.merchantId,
          channel: 'sms',
          destination,
          purpose: 'LOGIN',
          code,
        }),
      ).toEqual({ ok: true });
    });

    it('passes the gateway failure on, and the undelivered code is not usable', async () => {
      const failing = deps('/quota');
      expect(await sendSmsCode(failing, input('100000007'))).toEqual({
        ok: false,
        code: 'SMS_QUOTA_EXCEEDED',
      });
      const code = (received[0]!.body as { text: string }).text.slice(0, 6);
      const destination = smsDestination('60', '100000007');
      expect(
        await checkCode(failing, {
          merchantId: t.merchantId,
          channel: 'sms',
          destination,
          purpose: 'LOGIN',
          code,
        }),
      ).toEqual({ ok: false, code: 'VERIFICATION_CODE_INVALID' });
    });
  });
});
