import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@platform/contract/paths';
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'selfsigned';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertMember } from '../accounts/members.service.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { createMailTransport, OutboxMailTransport, SmtpMailTransport } from './mail-transport.ts';
import { checkCode, sendEmailCode, type VerificationDeps } from './verification.service.ts';
import { outboxMessages } from './verification.tables.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
  overTls: boolean;
  user: string | undefined;
}

/** A real SMTP server on 127.0.0.1 that keeps what it is given; `tls: false` offers no STARTTLS. */
async function startSmtpServer(options: { key?: string; cert?: string }) {
  const received: Received[] = [];
  const settings: SMTPServerOptions = {
    ...(options.key ? { key: options.key, cert: options.cert } : { hideSTARTTLS: true }),
    allowInsecureAuth: !options.key,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret-pass')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((to) => to.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          overTls: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('e-mail through SMTP', () => {
  let t: TestApp;
  let cert: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let plainSmtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const now = () => new Date();

  beforeAll(async () => {
    // A self-signed certificate for localhost / 127.0.0.1, made for this run only.
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      algorithm: 'sha256',
    });
    cert = pems.cert;
    smtp = await startSmtpServer({ key: pems.private, cert: pems.cert });
    plainSmtp = await startSmtpServer({});
    t = await createTestApp();
  });
  afterAll(async () => {
    await smtp.close();
    await plainSmtp.close();
    await t.close();
  });

  function smtpDeps(port: number): VerificationDeps {
    const mail = new SmtpMailTransport({
      db: t.database.db,
      now,
      host: '127.0.0.1',
      port,
      user: 'mailer',
      pass: 'secret-pass',
      from: 'Demo Casino <no-reply@demo.test>',
      // Trust only the certificate this test made: the server's identity is still checked.
      tls: { ca: cert },
      timeoutMs: 5000,
    });
    return { ...t.ctx.verification, mail };
  }

  async function lastOutboxTo(destination: string) {
    const [row] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.merchantId, t.merchantId), eq(outboxMessages.destination, destination)))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return row;
  }

  it('delivers a verification code over STARTTLS with login, and the code works', async () => {
    const deps = smtpDeps(smtp.port);
    const sent = await sendEmailCode(deps, {
      merchantId: t.merchantId,
      email: 'Player@Example.com',
      purpose: 'BIND_EMAIL',
      ip: '10.9.0.1',
    });
    expect(sent).toEqual({ ok: true, expiredMinutes: 10 });

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0];
    expect(message).toMatchObject({
      from: 'no-reply@demo.test',
      to: ['player@example.com'],
      overTls: true,
      user: 'mailer',
    });
    expect(message?.raw).toMatch(/^Subject: Your verification code$/m);
    const code = message?.raw.match(/(\d{6}) is your verification code\./)?.[1];
    expect(code).toBeDefined();
    expect(
      await checkCode(deps, {
        merchantId: t.merchantId,
        channel: 'email',
        destination: 'player@example.com',
        purpose: 'BIND_EMAIL',
        code: code ?? '',
      }),
    ).toEqual({ ok: true });

    // Operators see that it went out, never the code itself.
    const recorded = await lastOutboxTo('player@example.com');
    expect(recorded).toMatchObject({ provider: 'smtp', status: 'sent' });
    expect(recorded?.body).toBe('****** is your verification code. It expires in 10 minutes.');
  });

  it('sends nothing to a server that does not offer TLS, and says the send failed', async () => {
    const deps = smtpDeps(plainSmtp.port);
    const sent = await sendEmailCode(deps, {
      merchantId: t.merchantId,
      email: 'cleartext@example.com',
      purpose: 'BIND_EMAIL',
      ip: '10.9.0.2',
    });
    expect(sent).toMatchObject({ ok: false, code: 'UNKNOWN' });
    expect(plainSmtp.received).toHaveLength(0);
    expect(await lastOutboxTo('cleartext@example.com')).toMatchObject({ provider: 'smtp', status: 'failed' });
  });

  it('refuses a server whose certificate it cannot verify', async () => {
    const untrusting = new SmtpMailTransport({
      db: t.database.db,
      now,
      host: '127.0.0.1',
      port: smtp.port,
      from: 'no-reply@demo.test',
      timeoutMs: 5000,
    });
    const before = smtp.received.length;
    expect(
      await untrusting.send({ merchantId: t.merchantId, to: 'x@example.com', subject: 'S', text: 'T' }),
    ).toEqual({ ok: false, code: 'UNKNOWN' });
    expect(smtp.received).toHaveLength(before);
  });
});

describe('forgot password by e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer({});
  });
  afterAll(() => smtp.close());

  /** An app whose mail goes to a server that offers no TLS, so every send fails. */
  async function appWithFailingMail() {
    return createTestApp({
      env: {
        MAIL_TRANSPORT: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        MAIL_FROM: 'no-reply@demo.test',
      },
    });
  }

  it('keeps the old password when the temporary one cannot be mailed, and says the mail failed', async () => {
    const t = await appWithFailingMail();
    try {
      await insertMember(t.database.db, {
        merchantId: t.merchantId,
        account: 'mailfail01',
        nickname: 'mailfail01',
        type: 0,
        email: 'mailfail@example.com',
        passwordHash: await hashPassword('Original123'),
        registerIp: '127.0.0.1',
        registerMethod: 'WEB',
        registerType: 'USERNAME',
        createdAt: t.ctx.system.now(),
      });
      const forgot = () =>
        t.app.inject({
          method: 'POST',
          url: API_PATHS.forgotPasswordEmail,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'username=mailfail01&email=mailfail%40example.com',
        });
      const failed = await forgot();
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ success: false, code: 'MAIL_FAILED' });
      expect(smtp.received).toHaveLength(0);
      // No pause after a mail that never came: the member may ask again at once.
      expect((await forgot()).json().code).toBe('MAIL_FAILED');
      const login = await t.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { username: 'mailfail01', password: 'Original123' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().value.passwordIsDefault).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('choosing the mail transport', () => {
  const deps = { db: {} as VerificationDeps['db'], now: () => new Date() };

  it('keeps the outbox by default and uses SMTP when configured', () => {
    expect(createMailTransport(loadConfig({}), deps)).toBeInstanceOf(OutboxMailTransport);
    const config = loadConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      MAIL_FROM: 'no-reply@example.com',
    });
    expect(createMailTransport(config, deps)).toBeInstanceOf(SmtpMailTransport);
  });

  it('stops at start when SMTP is chosen without a server or a sender, naming what is missing', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL[\s\S]*MAIL_FROM/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_HOST: 'mail.example.com' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL/,
    );
  });
});
