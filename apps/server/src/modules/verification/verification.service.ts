import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@platform/contract/account-constants';
import { normalizeMobile } from '@platform/contract/field-rules';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { CAPTCHA_ALPHABET, renderCaptchaPng, seededRandom } from './captcha-image.ts';
import { createMailTransport, type MailSendResult, type MailTransport } from './mail-transport.ts';
import type { MessageChannel, OutboxStatus } from './outbox.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { checkSecret, type SecretRefused, type SecretSubject } from './secret-guard.ts';
import {
  countryCallingCode,
  createSmsBudgetAlert,
  type SmsBudget,
  type SmsBudgetAlert,
  type SmsBudgetExceeded,
  spendSmsBudget,
} from './sms-budget.ts';
import { createSmsProvider, type SmsProvider, type SmsSendResult } from './sms-provider.ts';
import { captchas, outboxMessages, verificationCodes } from './verification.tables.ts';

export interface VerificationDeps {
  db: Database;
  now: () => Date;
  sms: SmsProvider;
  mail: MailTransport;
  limiter: RateLimiter;
  smsBudget: SmsBudget;
  /** Counts and logs refused SMS sends; none in unit tests that do not watch it. */
  smsBudgetAlert?: SmsBudgetAlert;
  /** Secure random bytes; crypto.randomBytes unless a test fixes them. */
  random?: (bytes: number) => Buffer;
  /** Keep captcha answers in plain text for /dev/captcha: development helpers only, never production. */
  keepDevAnswers?: boolean;
}

/** The real dependencies from configuration; pass `limiter` to share the app's one (its owner closes it). */
export function createVerificationDeps(input: {
  config: Config;
  db: Database;
  now?: () => Date;
  limiter?: RateLimiter;
  /** The app's metrics and logger, for the SMS budget alert. */
  alerts?: { metrics: Registry; log: { warn(details: Record<string, unknown>, message: string): void } };
}): VerificationDeps {
  const { config } = input;
  const now = input.now ?? (() => new Date());
  if (config.NODE_ENV === 'production' && config.MAIL_TRANSPORT === 'outbox') {
    input.alerts?.log.warn(
      { setting: 'MAIL_TRANSPORT' },
      'MAIL_TRANSPORT=outbox in production: e-mailed codes and temporary passwords reach nobody; set MAIL_TRANSPORT=smtp with SMTP_URL (or SMTP_HOST) and MAIL_FROM',
    );
  }
  return {
    db: input.db,
    now,
    sms: createSmsProvider(config, { db: input.db, now }),
    mail: createMailTransport(config, { db: input.db, now }),
    limiter: input.limiter ?? createRateLimiter(config, now),
    smsBudget: {
      merchantPerHour: config.SMS_BUDGET_MERCHANT_PER_HOUR,
      prefixPerHour: config.SMS_BUDGET_PREFIX_PER_HOUR,
    },
    smsBudgetAlert: input.alerts && createSmsBudgetAlert(input.alerts.metrics, input.alerts.log),
    keepDevAnswers: config.DEV_HELPERS,
  };
}

const CODE_LENGTH = 6;
const MAX_CODE_ATTEMPTS = 5;
const SEND_WINDOW_MS = 15 * 60_000;
const SENDS_PER_DESTINATION = 5;
// Many phones from one address is SMS pumping; a shared (carrier) address still gets this many.
const SENDS_PER_IP = 30;
const LOCKOUT_MS = ACCOUNT_LIMITS.lockoutMinutes * 60_000;
const EMAIL_CODE_MINUTES = 10;
// Kept a day past expiry so a late check still answers "expired" rather than "invalid".
const EXPIRED_CODE_RETENTION_MS = 24 * 3_600_000;
const PURGE_BATCH = 100;

const CAPTCHA_LENGTH = 4;
const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHAS_PER_IP_PER_MINUTE = 30;
// Wrong code and captcha answers allowed per window, on top of each code's own 5 attempts:
// new codes cannot buy a phone more guesses, nor new captchas an address more tries.
const CODE_CHECKS_PER_DESTINATION = 10;
const CAPTCHA_CHECKS_PER_IP = 20;
const CHECK_WINDOW_MS = 15 * 60_000;

export type RateLimitedResult = {
  ok: false;
  code: 'RATE_LIMITED';
  retryAfterSeconds: number;
  lockout: boolean;
};

export type SendCodeFailure =
  | { ok: false; code: 'PHONE_INVALID' }
  | { ok: false; code: 'VALIDATION_ERROR' }
  | RateLimitedResult
  | SmsBudgetExceeded
  | { ok: false; code: 'SMS_QUOTA_EXCEEDED' | 'FEATURE_DISABLED' | 'UNKNOWN' };

export type SendCodeResult = { ok: true; expiredMinutes: number } | SendCodeFailure;

export type CheckCodeResult =
  | { ok: true }
  | { ok: false; code: 'VERIFICATION_CODE_INVALID' | 'VERIFICATION_CODE_EXPIRED' }
  | SecretRefused;

export type CheckCaptchaResult = { ok: true } | { ok: false; code: 'CAPTCHA_INVALID' } | SecretRefused;

function rateLimited(retryAfterMs: number, lockout: boolean): RateLimitedResult {
  return {
    ok: false,
    code: 'RATE_LIMITED',
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    lockout,
  };
}

/** Uniform characters of `alphabet` from random bytes (bytes past the last whole cycle are skipped). */
function randomChars(deps: VerificationDeps, alphabet: string, length: number): string {
  const random = deps.random ?? randomBytes;
  const usable = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < usable && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** "salt$sha256(salt:value)": the salt keeps equal codes from having equal hashes. */
function hashSecret(deps: VerificationDeps, value: string): string {
  const salt = (deps.random ?? randomBytes)(16).toString('hex');
  return `${salt}$${createHash('sha256').update(`${salt}:${value}`).digest('hex')}`;
}

function matchesSecret(value: string, stored: string): boolean {
  const [salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const actual = createHash('sha256').update(`${salt}:${value}`).digest();
  const wanted = Buffer.from(expected, 'hex');
  return wanted.length === actual.length && timingSafeEqual(actual, wanted);
}

/**
 * Where codes for this phone go: "+60123456789". Callers use it to check codes, so it accepts the
 * number as typed or as stored. Empty (matching no code) when it is not a full international number.
 */
export function smsDestination(dialingCode: string | null | undefined, mobileNum: string): string {
  const phone = normalizeMobile(dialingCode ?? undefined, mobileNum);
  return phone?.dialingCode ? `+${phone.dialingCode}${phone.mobileNum}` : '';
}

function emailDestination(email: string): string | null {
  const address = email.trim().toLowerCase();
  return address.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? address : null;
}

function codeText(code: string, minutes: number): string {
  return `${code} is your verification code. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

interface CodeTarget {
  merchantId: number;
  channel: MessageChannel;
  destination: string;
  purpose: string;
  ip: string;
}

/**
 * The send limits: one a second per destination and per address, a budget per address, and at
 * most 5 per destination in 15 minutes, after which the destination is locked for 5 minutes.
 */
async function admitSend(deps: VerificationDeps, target: CodeTarget): Promise<RateLimitedResult | null> {
  const { limiter } = deps;
  const scope = `verify:${target.merchantId}:${target.channel}`;
  const destinationKey = `${scope}:to:${target.destination}`;
  const ipKey = `${scope}:ip:${target.ip}`;
  const lock = await limiter.peek(`${destinationKey}:lock`);
  if (lock.count > 0) return rateLimited(lock.retryAfterMs, true);

  for (const key of [`${destinationKey}:second`, `${ipKey}:second`]) {
    const throttle = await limiter.hit(key, 1, ACCOUNT_LIMITS.smsThrottleMs);
    if (!throttle.allowed) return rateLimited(throttle.retryAfterMs, false);
  }
  const fromIp = await limiter.hit(ipKey, SENDS_PER_IP, SEND_WINDOW_MS);
  if (!fromIp.allowed) return rateLimited(fromIp.retryAfterMs, false);

  const toDestination = await limiter.hit(destinationKey, SENDS_PER_DESTINATION, SEND_WINDOW_MS);
  if (toDestination.allowed) return null;
  const locked = await limiter.hit(`${destinationKey}:lock`, 1, LOCKOUT_MS);
  // After the lockout the destination starts a fresh budget.
  await limiter.reset(destinationKey);
  return rateLimited(locked.allowed ? LOCKOUT_MS : locked.retryAfterMs, true);
}

// Dead rows go in bounded batches as new ones are made; SKIP LOCKED lets concurrent requests share the work.
async function purgeExpiredCodes(deps: VerificationDeps, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - EXPIRED_CODE_RETENTION_MS).toISOString();
  await deps.db.execute(sql`
    delete from ${verificationCodes} where ${verificationCodes.id} in (
      select ${verificationCodes.id} from ${verificationCodes}
      where ${verificationCodes.expiresAt} < ${cutoff}::timestamptz
      limit ${PURGE_BATCH} for update skip locked)`);
}

async function purgeExpiredCaptchas(deps: VerificationDeps, now: Date): Promise<void> {
  await deps.db.execute(sql`
    delete from ${captchas} where (${captchas.merchantId}, ${captchas.key}) in (
      select ${captchas.merchantId}, ${captchas.key} from ${captchas}
      where ${captchas.expiresAt} < ${now.toISOString()}::timestamptz
      limit ${PURGE_BATCH} for update skip locked)`);
}

/**
 * Sends a fresh code and stores its hash; a new code supersedes the unused ones for the same purpose.
 * `spendBudget` runs last before delivery, so sends refused by the other limits cost no budget.
 */
async function sendCode(
  deps: VerificationDeps,
  target: CodeTarget,
  expiredMinutes: number,
  deliver: (code: string) => Promise<SmsSendResult>,
  spendBudget?: () => Promise<SendCodeFailure | null>,
): Promise<SendCodeResult> {
  const limited = (await admitSend(deps, target)) ?? (await spendBudget?.());
  if (limited) return limited;
  const code = randomChars(deps, '0123456789', CODE_LENGTH);
  const delivered = await deliver(code);
  if (!delivered.ok) return { ok: false, code: delivered.code };

  const now = deps.now();
  const sameTarget = and(
    eq(verificationCodes.merchantId, target.merchantId),
    eq(verificationCodes.channel, target.channel),
    eq(verificationCodes.destination, target.destination),
    eq(verificationCodes.purpose, target.purpose),
  );
  await deps.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(sameTarget, isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      merchantId: target.merchantId,
      channel: target.channel,
      destination: target.destination,
      purpose: target.purpose,
      codeHash: hashSecret(deps, code),
      expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
      createdAt: now,
    });
  });
  await purgeExpiredCodes(deps, now);
  return { ok: true, expiredMinutes };
}

declare const solvedCaptcha: unique symbol;
/** Proof that this request answered a captcha right; only solveSmsCaptcha makes one. */
export type SolvedCaptcha = { readonly [solvedCaptcha]: true };
/**
 * What lets a request spend a paid SMS: a solved captcha, or a login whose password was proven
 * just now (the code then goes only to the member's own number).
 */
export type SmsSendGate = SolvedCaptcha | 'credentials-proven';

/** The captcha every SMS send without login needs (SMS pumping guard); answers are single use. */
export async function solveSmsCaptcha(
  deps: VerificationDeps,
  input: { merchantId: number; captchaKey: string | undefined; captcha: string | undefined; ip: string },
): Promise<
  | { ok: true; gate: SolvedCaptcha }
  | { ok: false; code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID' }
  | SecretRefused
> {
  if (!input.captchaKey || !input.captcha) return { ok: false, code: 'CAPTCHA_REQUIRED' };
  const solved = await checkCaptcha(deps, {
    merchantId: input.merchantId,
    key: input.captchaKey,
    answer: input.captcha,
    ip: input.ip,
  });
  return solved.ok ? { ok: true, gate: {} as SolvedCaptcha } : solved;
}

export interface SendSmsCodeInput {
  merchantId: number;
  dialingCode: string;
  mobileNum: string;
  purpose: string;
  ip: string;
  expiredMinutes: number;
  gate: SmsSendGate;
}

/**
 * A 6-digit code by SMS, valid `expiredMinutes` (spec §4). The code is never logged nor returned.
 * Besides the per-phone and per-address limits, each send spends the hourly budgets (SmsBudget).
 */
export async function sendSmsCode(deps: VerificationDeps, input: SendSmsCodeInput): Promise<SendCodeResult> {
  const destination = smsDestination(input.dialingCode, input.mobileNum);
  if (!destination) return { ok: false, code: 'PHONE_INVALID' };
  const expiredMinutes = Math.min(60, Math.max(1, Math.round(input.expiredMinutes) || 1));
  const target = {
    merchantId: input.merchantId,
    channel: 'sms' as const,
    destination,
    purpose: input.purpose,
    ip: input.ip,
  };
  const deliver = (code: string) =>
    deps.sms.send({
      merchantId: input.merchantId,
      to: destination,
      text: codeText(code, expiredMinutes),
      recordedText: codeText('*'.repeat(CODE_LENGTH), expiredMinutes),
    });
  return sendCode(deps, target, expiredMinutes, deliver, () =>
    spendSmsBudget(deps.limiter, deps.smsBudget, deps.smsBudgetAlert, {
      merchantId: input.merchantId,
      // From the number itself: how the client split code and number must not pick the budget.
      dialingCode: countryCallingCode(destination),
    }),
  );
}

export interface SendEmailCodeInput {
  merchantId: number;
  email: string;
  purpose: string;
  ip: string;
  expiredMinutes?: number;
}

/** A 6-digit code by e-mail (through the outbox), under the same limits as SMS codes. */
export async function sendEmailCode(
  deps: VerificationDeps,
  input: SendEmailCodeInput,
): Promise<SendCodeResult> {
  const destination = emailDestination(input.email);
  if (!destination) return { ok: false, code: 'VALIDATION_ERROR' };
  const expiredMinutes = input.expiredMinutes ?? EMAIL_CODE_MINUTES;
  const target = {
    merchantId: input.merchantId,
    channel: 'email' as const,
    destination,
    purpose: input.purpose,
    ip: input.ip,
  };
  return sendCode(deps, target, expiredMinutes, (code) =>
    sendEmail(deps, {
      merchantId: input.merchantId,
      to: destination,
      subject: 'Your verification code',
      body: codeText(code, expiredMinutes),
      recordedBody: codeText('*'.repeat(CODE_LENGTH), expiredMinutes),
    }),
  );
}

export interface SendEmailInput {
  merchantId: number;
  to: string;
  subject: string;
  body: string;
  /** The body with its secret masked: what the outbox keeps when a mail server delivers. */
  recordedBody?: string;
}

/** An e-mail (a code, a temporary password) through the configured transport: SMTP or the outbox. */
export async function sendEmail(deps: VerificationDeps, input: SendEmailInput): Promise<MailSendResult> {
  return deps.mail.send({
    merchantId: input.merchantId,
    to: input.to.trim().toLowerCase(),
    subject: input.subject,
    text: input.body,
    recordedText: input.recordedBody,
  });
}

export interface CheckCodeInput {
  merchantId: number;
  channel: MessageChannel;
  /** smsDestination(...) for SMS; the e-mail address for e-mail. */
  destination: string;
  purpose: string;
  code: string;
}

/**
 * Checks a code under the secret guard, counted per destination whatever the purpose, then
 * against the code itself (useCode).
 */
export async function checkCode(deps: VerificationDeps, input: CheckCodeInput): Promise<CheckCodeResult> {
  const destination = input.channel === 'email' ? input.destination.trim().toLowerCase() : input.destination;
  if (!destination) return { ok: false, code: 'VERIFICATION_CODE_INVALID' };
  const subject: SecretSubject = {
    key: `code-check:${input.merchantId}:${input.channel}:${destination}`,
    limit: CODE_CHECKS_PER_DESTINATION,
    windowMs: CHECK_WINDOW_MS,
  };
  // Set by the comparison; typed so the checker does not take it for always the initial value.
  let outcome = { ok: false, code: 'VERIFICATION_CODE_INVALID' } as CodeUse;
  const verdict = await checkSecret(deps.limiter, [subject], async () => {
    outcome = await useCode(deps, { ...input, destination });
    return outcome.ok;
  });
  return verdict.ok || verdict.code === 'WRONG' ? outcome : verdict;
}

/**
 * Uses the latest code sent for this purpose, once. Each check first spends one of the code's
 * attempts in a single UPDATE, so concurrent guesses cannot exceed the limit, and only one of two
 * concurrent right answers can mark it used.
 */
type CodeUse = Exclude<CheckCodeResult, SecretRefused>;

async function useCode(deps: VerificationDeps, input: CheckCodeInput): Promise<CodeUse> {
  const invalid = { ok: false, code: 'VERIFICATION_CODE_INVALID' } as const;
  const expired = { ok: false, code: 'VERIFICATION_CODE_EXPIRED' } as const;
  const { destination } = input;
  const now = deps.now();
  const latest = deps.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, input.merchantId),
        eq(verificationCodes.channel, input.channel),
        eq(verificationCodes.destination, destination),
        eq(verificationCodes.purpose, input.purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);

  const [claimed] = await deps.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, latest),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
    });
  if (!claimed) {
    const [row] = await deps.db
      .select({
        consumedAt: verificationCodes.consumedAt,
        expiresAt: verificationCodes.expiresAt,
        attempts: verificationCodes.attempts,
      })
      .from(verificationCodes)
      .where(inArray(verificationCodes.id, latest));
    // Burnt by wrong guesses or past its time: the member must ask for a new one.
    if (row && (row.attempts >= MAX_CODE_ATTEMPTS || (!row.consumedAt && row.expiresAt <= now)))
      return expired;
    return invalid;
  }

  const code = input.code.trim();
  const unused = and(eq(verificationCodes.id, claimed.id), isNull(verificationCodes.consumedAt));
  if (!/^\d{6}$/.test(code) || !matchesSecret(code, claimed.codeHash)) {
    if (claimed.attempts >= MAX_CODE_ATTEMPTS) {
      await deps.db.update(verificationCodes).set({ consumedAt: now }).where(unused);
    }
    return invalid;
  }
  const [used] = await deps.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(unused)
    .returning({ id: verificationCodes.id });
  return used ? { ok: true } : invalid;
}

export type CreateCaptchaResult = { ok: true; image: string } | RateLimitedResult;

/**
 * A captcha under the client's key, as a bare base64 PNG (no data: prefix). Asking again with the
 * same key replaces the answer: that is the refresh.
 */
export async function createCaptcha(
  deps: VerificationDeps,
  input: { merchantId: number; key: string; ip: string },
): Promise<CreateCaptchaResult> {
  const allowed = await deps.limiter.hit(
    `captcha:${input.merchantId}:ip:${input.ip}`,
    CAPTCHAS_PER_IP_PER_MINUTE,
    60_000,
  );
  if (!allowed.allowed) return rateLimited(allowed.retryAfterMs, false);
  const answer = randomChars(deps, CAPTCHA_ALPHABET, CAPTCHA_LENGTH);
  const now = deps.now();
  const values = {
    answerHash: hashSecret(deps, answer),
    devAnswer: deps.keepDevAnswers ? answer : null,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    consumedAt: null,
    createdAt: now,
  };
  await deps.db
    .insert(captchas)
    .values({ merchantId: input.merchantId, key: input.key, ...values })
    .onConflictDoUpdate({ target: [captchas.merchantId, captchas.key], set: values });
  await purgeExpiredCaptchas(deps, now);
  const picture = renderCaptchaPng(answer, seededRandom((deps.random ?? randomBytes)(16)));
  return { ok: true, image: picture.toString('base64') };
}

/** The merchant's captcha under this key, while it is unused and unexpired. */
function liveCaptcha(input: { merchantId: number; key: string }, now: Date) {
  return and(
    eq(captchas.merchantId, input.merchantId),
    eq(captchas.key, input.key),
    isNull(captchas.consumedAt),
    gt(captchas.expiresAt, now),
  );
}

/**
 * Whether the answer is right (any case). The captcha is used up by any check, right or wrong,
 * and wrong answers are counted per client address under the secret guard.
 */
export async function checkCaptcha(
  deps: VerificationDeps,
  input: { merchantId: number; key: string; answer: string; ip: string },
): Promise<CheckCaptchaResult> {
  const subject: SecretSubject = {
    key: `captcha-check:${input.merchantId}:${input.ip}`,
    limit: CAPTCHA_CHECKS_PER_IP,
    windowMs: CHECK_WINDOW_MS,
  };
  const verdict = await checkSecret(deps.limiter, [subject], () => useCaptcha(deps, input));
  return verdict.ok || verdict.code === 'RATE_LIMITED' ? verdict : { ok: false, code: 'CAPTCHA_INVALID' };
}

async function useCaptcha(
  deps: VerificationDeps,
  input: { merchantId: number; key: string; answer: string },
): Promise<boolean> {
  const now = deps.now();
  const [row] = await deps.db
    .update(captchas)
    .set({ consumedAt: now })
    .where(liveCaptcha(input, now))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  const answer = input.answer.trim().toUpperCase();
  return answer.length === CAPTCHA_LENGTH && matchesSecret(answer, row.answerHash);
}

/** The answer of a live captcha, for /dev/captcha; null when unknown, used, or not kept (production). */
export async function revealCaptchaAnswer(
  deps: VerificationDeps,
  input: { merchantId: number; key: string },
): Promise<string | null> {
  if (!deps.keepDevAnswers) return null;
  const now = deps.now();
  const [row] = await deps.db
    .select({ devAnswer: captchas.devAnswer })
    .from(captchas)
    .where(liveCaptcha(input, now));
  return row?.devAnswer ?? null;
}

export interface OutboxMessage {
  id: number;
  channel: MessageChannel;
  destination: string;
  subject: string | null;
  body: string;
  provider: string;
  status: OutboxStatus;
  detail: string | null;
  createdAt: string;
}

/** The latest messages, newest first, for operators and /dev/outbox. */
export async function listOutbox(
  deps: VerificationDeps,
  input: { merchantId: number; channel?: MessageChannel; destination?: string; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await deps.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.merchantId, input.merchantId),
        input.channel ? eq(outboxMessages.channel, input.channel) : undefined,
        input.destination ? eq(outboxMessages.destination, input.destination) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(input.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as MessageChannel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    provider: row.provider,
    status: row.status as OutboxStatus,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}
