import { isAgentType, TRIAL_TYPE } from '@platform/contract/account-constants';
import type { LoginPage, LoginResult } from '@platform/contract/accounts';
import type { ErrorCode } from '@platform/contract/errors';
import { eq, sql } from 'drizzle-orm';
import {
  checkCaptcha,
  checkCode,
  sendEmailCode,
  sendSmsCode,
  smsDestination,
} from '../verification/verification.service.ts';
import { type AccountsDeps, limitAttempts, type MerchantScope, type RequestOrigin } from './accounts.deps.ts';
import { loginHistory, memberKnownIps, members } from './accounts.tables.ts';
import { acceptTotpCode } from './member-totp.ts';
import { findMemberByAccount, findMemberByMobile, type MemberRow } from './members.service.ts';
import { verifyPassword } from './passwords.ts';
import { normalizePhone } from './phone.ts';
import { createSession, type LoginType } from './sessions.service.ts';

export type LoginFailure = {
  ok: false;
  code: ErrorCode;
  retryAfterSeconds?: number;
  details?: Record<string, unknown>;
};
export type LoginOutcome = { ok: true; result: LoginResult; member: MemberRow } | LoginFailure;

export interface ExtraVerification {
  method: 'SMS' | 'EMAIL' | 'PAYEE_NAME' | 'TOTP';
  value: string;
}

// Password attempts from one address, whatever the account: slows spraying across many accounts.
const IP_ATTEMPT_LIMIT = 60;
const IP_ATTEMPT_WINDOW_MS = 15 * 60_000;

async function ipLockedOut(
  deps: AccountsDeps,
  scope: MerchantScope,
  ip: string,
): Promise<LoginFailure | null> {
  return limitAttempts(deps, `login:${scope.merchant.id}:${ip}`, IP_ATTEMPT_LIMIT, IP_ATTEMPT_WINDOW_MS);
}

async function recordAttempt(
  deps: AccountsDeps,
  memberId: number,
  origin: RequestOrigin,
  loginType: LoginType,
  success: boolean,
): Promise<void> {
  await deps.db.insert(loginHistory).values({
    memberId,
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 512) ?? null,
    loginType,
    success,
    at: deps.now(),
  });
}

/**
 * Counts a wrong password on the account in one statement, so parallel guesses cannot slip past
 * the limit, and locks the account once the policy's count is reached.
 */
async function recordFailure(
  deps: AccountsDeps,
  scope: MerchantScope,
  member: MemberRow,
  origin: RequestOrigin,
): Promise<LoginFailure> {
  const now = deps.now();
  const lockUntil = new Date(now.getTime() + scope.policy.lockoutMinutes * 60_000);
  const [row] = await deps.db
    .update(members)
    .set({
      failedLogins: sql`${members.failedLogins} + 1`,
      lockedUntil: sql`case when ${members.failedLogins} + 1 >= ${scope.policy.lockoutAfterFailures} then ${lockUntil.toISOString()}::timestamptz else ${members.lockedUntil} end`,
    })
    .where(eq(members.id, member.id))
    .returning({ failedLogins: members.failedLogins, lockedUntil: members.lockedUntil });
  await recordAttempt(deps, member.id, origin, 'USERNAME', false);
  if (row?.lockedUntil && row.lockedUntil > now)
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: secondsUntil(row.lockedUntil, now) };
  const captcha = (row?.failedLogins ?? 0) >= scope.policy.captchaAfterFailures;
  return { ok: false, code: 'INVALID_CREDENTIALS', details: { captcha } };
}

function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** Which of the spec's extra checks this member has set up (spec §4 unregistered IP). */
function verificationMethods(member: MemberRow): ExtraVerification['method'][] {
  const methods: ExtraVerification['method'][] = [];
  if (member.mobileVerified && member.mobileNum) methods.push('SMS');
  if (member.emailVerified && member.email) methods.push('EMAIL');
  if (member.payeeName) methods.push('PAYEE_NAME');
  if (member.totpEnabled && member.totpSecret) methods.push('TOTP');
  return methods;
}

async function isKnownIp(
  deps: AccountsDeps,
  member: MemberRow,
  ip: string,
): Promise<{ known: boolean; any: boolean }> {
  const rows = await deps.db
    .select({ ip: memberKnownIps.ip })
    .from(memberKnownIps)
    .where(eq(memberKnownIps.memberId, member.id))
    .limit(1000);
  return { known: rows.some((row) => row.ip === ip), any: rows.length > 0 };
}

/** Checks the extra proof the member chose among those set up. */
async function checkExtraVerification(
  deps: AccountsDeps,
  scope: MerchantScope,
  member: MemberRow,
  proof: ExtraVerification,
): Promise<boolean> {
  switch (proof.method) {
    case 'SMS': {
      if (!member.mobileVerified || !member.mobileNum || !member.countryDialingCode) return false;
      const result = await checkCode(deps.verification, {
        merchantId: scope.merchant.id,
        channel: 'sms',
        destination: smsDestination(member.countryDialingCode, member.mobileNum),
        purpose: 'VERIFY_LOGIN',
        code: proof.value,
      });
      return result.ok;
    }
    case 'EMAIL': {
      if (!member.emailVerified || !member.email) return false;
      const result = await checkCode(deps.verification, {
        merchantId: scope.merchant.id,
        channel: 'email',
        destination: member.email.toLowerCase(),
        purpose: 'VERIFY_LOGIN',
        code: proof.value,
      });
      return result.ok;
    }
    case 'PAYEE_NAME':
      return (
        member.payeeName !== null &&
        member.payeeName.trim().toLowerCase().replace(/\s+/g, ' ') ===
          proof.value.trim().toLowerCase().replace(/\s+/g, ' ')
      );
    case 'TOTP':
      return member.totpEnabled && (await acceptTotpCode(deps, member, proof.value));
  }
}

/** Sends the code for the first code-based method, so the member has it when the form asks. */
async function sendLoginCode(
  deps: AccountsDeps,
  scope: MerchantScope,
  member: MemberRow,
  methods: ExtraVerification['method'][],
  origin: RequestOrigin,
): Promise<'SMS' | 'EMAIL' | null> {
  if (methods.includes('SMS') && member.mobileNum && member.countryDialingCode) {
    const sent = await sendSmsCode(deps.verification, {
      merchantId: scope.merchant.id,
      dialingCode: member.countryDialingCode,
      mobileNum: member.mobileNum,
      purpose: 'VERIFY_LOGIN',
      ip: origin.ip,
      expiredMinutes: scope.policy.smsExpiredMinutes,
    });
    return sent.ok ? 'SMS' : null;
  }
  if (methods.includes('EMAIL') && member.email) {
    const sent = await sendEmailCode(deps.verification, {
      merchantId: scope.merchant.id,
      email: member.email,
      purpose: 'VERIFY_LOGIN',
      ip: origin.ip,
    });
    return sent.ok ? 'EMAIL' : null;
  }
  return null;
}

export interface CompleteLoginInput {
  member: MemberRow;
  loginType: LoginType;
  loginPage: LoginPage;
  origin: RequestOrigin;
  extraVerification: ExtraVerification | undefined;
}

/**
 * What every way of logging in shares once the credential is proven: account status, the login
 * page's role rule (spec §6), the unregistered-IP check (spec §4), the after-login flags, history.
 */
export async function completeLogin(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: CompleteLoginInput,
): Promise<LoginOutcome> {
  const { member, origin } = input;
  if (member.status !== 'active') return { ok: false, code: 'ACCOUNT_DISABLED' };
  if (input.loginPage === 'agent' && !isAgentType(member.type)) return { ok: false, code: 'NOT_AGENT' };
  if (input.loginPage === 'site' && member.type === TRIAL_TYPE && input.loginType !== 'FREEPLAY')
    return { ok: false, code: 'NOT_MEMBER' };

  // Only a password can be phished and replayed from elsewhere; SMS codes and third-party tokens
  // already prove a second factor.
  const methods = verificationMethods(member);
  if (scope.policy.verifyUnknownIp && methods.length && input.loginType === 'USERNAME') {
    const seen = await isKnownIp(deps, member, origin.ip);
    if (seen.any && !seen.known) {
      const proof = input.extraVerification;
      if (!proof || !methods.includes(proof.method)) {
        const codeSent = await sendLoginCode(deps, scope, member, methods, origin);
        return { ok: false, code: 'EXTRA_VERIFICATION_REQUIRED', details: { methods, codeSent } };
      }
      if (!(await checkExtraVerification(deps, scope, member, proof)))
        return recordFailure(deps, scope, member, origin);
    }
  }

  const now = deps.now();
  const firstTimeLogin = member.lastLoginAt === null;
  const passwordCounts = input.loginType === 'USERNAME';
  const maxAgeMs = scope.policy.passwordMaxAgeDays * 86_400_000;
  const passwordExpired =
    passwordCounts &&
    scope.modules.has('PWDEXPFORCECHANGE3') &&
    member.passwordHash !== null &&
    now.getTime() - (member.passwordChangedAt ?? member.createdAt).getTime() > maxAgeMs;
  const passwordIsDefault = passwordCounts && member.passwordIsDefault;

  await deps.db
    .update(members)
    .set({ failedLogins: 0, lockedUntil: null, previousLoginAt: member.lastLoginAt, lastLoginAt: now })
    .where(eq(members.id, member.id));
  await deps.db
    .insert(memberKnownIps)
    .values({ memberId: member.id, ip: origin.ip, firstSeenAt: now })
    .onConflictDoNothing();
  await recordAttempt(deps, member.id, origin, input.loginType, true);
  const token = await createSession(deps, {
    memberId: member.id,
    merchantId: scope.merchant.id,
    loginType: input.loginType,
    ip: origin.ip,
    userAgent: origin.userAgent,
    mustChangePassword: passwordExpired || passwordIsDefault,
  });
  return {
    ok: true,
    member: { ...member, previousLoginAt: member.lastLoginAt, lastLoginAt: now },
    result: { token, firstTimeLogin, passwordExpired, passwordIsDefault },
  };
}

export interface PasswordLoginInput {
  username: string;
  password: string;
  loginPage: LoginPage;
  captchaKey: string | undefined;
  captcha: string | undefined;
  extraVerification: ExtraVerification | undefined;
  origin: RequestOrigin;
}

/** Login by account name and password, with the brute-force rules of the issue. */
export async function loginWithPassword(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: PasswordLoginInput,
): Promise<LoginOutcome> {
  const blocked = await ipLockedOut(deps, scope, input.origin.ip);
  if (blocked) return blocked;
  const member = await findMemberByAccount(deps.db, scope.merchant.id, input.username);
  const now = deps.now();
  if (member?.lockedUntil && member.lockedUntil > now)
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: secondsUntil(member.lockedUntil, now) };

  if (member && member.failedLogins >= scope.policy.captchaAfterFailures) {
    if (!input.captchaKey || !input.captcha)
      return { ok: false, code: 'CAPTCHA_REQUIRED', details: { captcha: true } };
    const solved = await checkCaptcha(deps.verification, {
      merchantId: scope.merchant.id,
      key: input.captchaKey,
      answer: input.captcha,
    });
    if (!solved) return { ok: false, code: 'CAPTCHA_INVALID', details: { captcha: true } };
  }

  const valid = await verifyPassword(member?.passwordHash, input.password);
  if (!member) return { ok: false, code: 'INVALID_CREDENTIALS', details: { captcha: false } };
  if (!valid) return recordFailure(deps, scope, member, input.origin);
  return completeLogin(deps, scope, {
    member,
    loginType: 'USERNAME',
    loginPage: input.loginPage,
    origin: input.origin,
    extraVerification: input.extraVerification,
  });
}

export interface SmsLoginInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  loginPage: LoginPage;
  origin: RequestOrigin;
}

/** Login by mobile number and SMS code (MOBILEVERCODELOGIN3); the code is the proof, so no extra check. */
export async function loginWithSms(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: SmsLoginInput,
): Promise<LoginOutcome> {
  if (!scope.modules.has('MOBILEVERCODELOGIN3')) return { ok: false, code: 'FEATURE_DISABLED' };
  const phone = normalizePhone(input.countryDialingCode, input.mobileNum);
  if (!phone) return { ok: false, code: 'PHONE_INVALID' };
  const checked = await checkCode(deps.verification, {
    merchantId: scope.merchant.id,
    channel: 'sms',
    destination: smsDestination(phone.dialingCode, phone.mobileNum),
    purpose: 'LOGIN',
    code: input.verificationCode,
  });
  if (!checked.ok) return { ok: false, code: checked.code };
  const member = await findMemberByMobile(deps.db, scope.merchant.id, phone.dialingCode, phone.mobileNum);
  if (!member) return { ok: false, code: 'ACCOUNT_NOT_FOUND' };
  return completeLogin(deps, scope, {
    member,
    loginType: 'SMS',
    loginPage: input.loginPage,
    origin: input.origin,
    extraVerification: undefined,
  });
}
