import type { ConnectionOptions } from 'node:tls';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import { type OutboxDeps, OutboxSender, type OutgoingMessage, recordDelivery } from './outbox.ts';

export interface MailMessage extends OutgoingMessage {
  subject: string;
}

export type MailSendResult = { ok: true } | { ok: false; code: 'UNKNOWN' };

export interface MailTransport {
  name: string;
  send(message: MailMessage): Promise<MailSendResult>;
}

/** The development default: e-mail is only stored in the outbox (read through /dev/outbox). */
export class OutboxMailTransport extends OutboxSender implements MailTransport {
  constructor(deps: OutboxDeps) {
    super(deps, 'email');
  }
}

export interface SmtpMailTransportOptions extends OutboxDeps {
  /** smtp:// (STARTTLS) or smtps:// (TLS at once); credentials may be in it. */
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  pass?: string;
  from: string;
  /** Extra TLS settings, e.g. the CA of a private mail relay (tests pass their own certificate). */
  tls?: ConnectionOptions;
  timeoutMs?: number;
}

/**
 * Delivers through an SMTP server, always over TLS: implicit TLS when secure, else STARTTLS is
 * required, so a server (or a man in the middle) that does not offer it gets nothing. Each message
 * is also recorded in the outbox as sent or failed, with its secret masked.
 */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: ReturnType<typeof createTransport>;

  constructor(private readonly options: SmtpMailTransportOptions) {
    const timeoutMs = options.timeoutMs ?? 10_000;
    const secure = options.secure ?? options.url?.startsWith('smtps:') ?? false;
    this.transporter = createTransport({
      ...(options.url ? { url: options.url } : { host: options.host, port: options.port }),
      secure,
      requireTLS: !secure,
      ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
      tls: { minVersion: 'TLSv1.2', ...options.tls },
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: MailMessage): Promise<MailSendResult> {
    const delivered = await this.deliver(message);
    return recordDelivery(this.options, { channel: 'email', provider: this.name, message }, delivered);
  }

  private async deliver(message: MailMessage): Promise<{ result: MailSendResult; detail: string | null }> {
    try {
      await this.transporter.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      return { result: { ok: true }, detail: null };
    } catch (error) {
      // The SMTP reply code or the error's code says why without echoing the message.
      const reason = error as { responseCode?: number; code?: string };
      const detail = reason.responseCode ? `SMTP ${reason.responseCode}` : (reason.code ?? 'error');
      return { result: { ok: false, code: 'UNKNOWN' }, detail };
    }
  }
}

type MailConfig = Pick<
  Config,
  | 'MAIL_TRANSPORT'
  | 'SMTP_URL'
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_SECURE'
  | 'SMTP_USER'
  | 'SMTP_PASS'
  | 'MAIL_FROM'
>;

/** The transport MAIL_TRANSPORT names; config.ts has already refused smtp without a server or a From. */
export function createMailTransport(config: MailConfig, deps: OutboxDeps): MailTransport {
  if (config.MAIL_TRANSPORT === 'smtp' && config.MAIL_FROM && (config.SMTP_URL || config.SMTP_HOST)) {
    return new SmtpMailTransport({
      ...deps,
      url: config.SMTP_URL,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_URL ? undefined : config.SMTP_SECURE,
      user: config.SMTP_USER,
      pass: config.SMTP_PASS,
      from: config.MAIL_FROM,
    });
  }
  return new OutboxMailTransport(deps);
}
