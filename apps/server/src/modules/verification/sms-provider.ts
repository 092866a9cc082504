import type { Config } from '../../config.ts';
import { type OutboxDeps, OutboxSender, type OutgoingMessage, recordDelivery } from './outbox.ts';

export interface SmsMessage extends Omit<OutgoingMessage, 'subject'> {
  /** E.164 with the plus: "+60123456789". */
  to: string;
}

export type SmsFailureCode = 'SMS_QUOTA_EXCEEDED' | 'FEATURE_DISABLED' | 'UNKNOWN';
export type SmsSendResult = { ok: true } | { ok: false; code: SmsFailureCode };

export interface SmsProvider {
  name: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/**
 * The sandbox provider and the default: messages are only stored in the outbox, where operators
 * (and /dev/outbox in development) read them. Nothing reaches a phone.
 */
export class OutboxSmsProvider extends OutboxSender implements SmsProvider {
  constructor(deps: OutboxDeps) {
    super(deps, 'sms');
  }
}

export interface HttpSmsProviderOptions extends OutboxDeps {
  url: string;
  token?: string;
  sender: string;
  timeoutMs?: number;
}

const FAILURE_BY_STATUS: Record<number, SmsFailureCode> = {
  402: 'SMS_QUOTA_EXCEEDED',
  403: 'FEATURE_DISABLED',
};

/**
 * A gateway reached by JSON over HTTP: POST { to, text, sender } with a bearer token. Each message
 * is also recorded in the outbox as sent or failed, so operators can follow deliveries.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(private readonly options: HttpSmsProviderOptions) {}

  async send(message: SmsMessage): Promise<SmsSendResult> {
    const delivered = await this.deliver(message);
    return recordDelivery(this.options, { channel: 'sms', provider: this.name, message }, delivered);
  }

  private async deliver(message: SmsMessage): Promise<{ result: SmsSendResult; detail: string | null }> {
    const { url, token, sender, timeoutMs = 5000 } = this.options;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, sender }),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect would carry the token elsewhere; it counts as a failure instead.
        redirect: 'manual',
      });
      // The body is not used; cancelling it frees the connection.
      await response.body?.cancel();
      if (response.ok) return { result: { ok: true }, detail: null };
      const code = FAILURE_BY_STATUS[response.status] ?? 'UNKNOWN';
      return { result: { ok: false, code }, detail: `HTTP ${response.status}` };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { result: { ok: false, code: 'UNKNOWN' }, detail: timedOut ? 'timeout' : 'network error' };
    }
  }
}

/** The provider SMS_PROVIDER names; the outbox sandbox unless a gateway is configured. */
export function createSmsProvider(
  config: Pick<Config, 'SMS_PROVIDER' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN' | 'SMS_HTTP_SENDER'>,
  deps: OutboxDeps,
): SmsProvider {
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL) {
    return new HttpSmsProvider({
      ...deps,
      url: config.SMS_HTTP_URL,
      token: config.SMS_HTTP_TOKEN,
      sender: config.SMS_HTTP_SENDER,
    });
  }
  return new OutboxSmsProvider(deps);
}
