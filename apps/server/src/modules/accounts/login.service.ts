import { isAgentType, TRIAL_TYPE } from '@platform/contract/account-constants';
import type { LoginPage, LoginResult } from '@platform/contract/accounts';
import type { ErrorCode } from '@platform/contract/errors';
import { eq } from 'drizzle-orm';
import { exclusionInForce, exclusionRefusal } from '../responsible/exclusions.service.ts';
import { sessionEndFor } from '../responsible/responsible.service.ts';
import {
  checkSecret,
  type SecretRefused,
  type SecretVerdict,
  secretStanding,
} from '../verification/secret-guard.ts';
import {
  checkCaptcha,
  checkCode,
  sendEmailCode,
  sendSmsCode,
  smsDestination,
} from '../verification/verification.service.ts';
import type { AccountsDeps, MerchantScope, RequestOrigin } from './accounts.deps.ts';
import { loginHistory, memberKnownIps, members } from './accounts.tables.ts';
import { acceptTotpCode } from './member-totp.ts';
import { findMemberByAccount, findMemberByMobile, type MemberRow } from './members.service.ts';
import { verifyPassword } from './passwords.ts';
import { normalizePhone } from './phone.ts';
import { IP_CAPTCHA_AFTER_FAILURES, loginSubjects, payeeNameSubject } from './secret-subjects.ts';
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
    deviceId: origin.deviceId ?? null,
    loginType,
    success,
    at: deps.now(),
  });
}

/**
 * The captcha rule (finding 6): by the failures counted against the name as typed and against the
 * address, never by whether the account exists, so unknown and known names get the same answers.
 */
function captchaDue(scope: MerchantScope, attempts: number[]): boolean {
  const [byName = 0, byIp = 0] = attempts;
  return byName >= scope.policy.captchaAfterFailures || byIp >= IP_CAPTCHA_AFTER_FAILURES;
}

/** A refused or wrong login, answered alike for every name: the lock-out once no attempt is left. */
function failedLogin(scope: MerchantScope, verdict: Exclude<SecretVerdict, { ok: true }>): LoginFailure {
  if (verdict.code === 'RATE_LIMITED') return verdict;
  if (verdict.lockedForSeconds !== null)
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: verdict.lockedForSeconds };
  return {
    ok: false,
    code: 'INVALID_CREDENTIALS',
    details: { captcha: captchaDue(scope, verdict.attempts) },
  };
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

/** A code check's answer as a comparison: right, wrong, or refused by its own guard. */
function codeAnswer(result: Awaited<ReturnType<typeof checkCode>>): boolean | SecretRefused {
  return result.ok || (result.code === 'RATE_LIMITED' ? result : false);
}

/** Checks the extra proof the member chose among those set up; each method has its own guess limit too. */
async function checkExtraVerification(
  deps: AccountsDeps,
  scope: MerchantScope,
  member: MemberRow,
  proof: ExtraVerification,
): Promise<boolean | SecretRefused> {
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
      return codeAnswer(result);
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
      return codeAnswer(result);
    }
    case 'PAYEE_NAME': {
      const verdict = await checkSecret(
        deps.limiter,
        [payeeNameSubject(member.id)],
        async () =>
          member.payeeName !== null &&
          member.payeeName.trim().toLowerCase().replace(/\s+/g, ' ') ===
            proof.value.trim().toLowerCase().replace(/\s+/g, ' '),
      );
      return verdict.ok || (verdict.code === 'RATE_LIMITED' ? verdict : false);
    }
    case 'TOTP': {
      if (!member.totpEnabled) return false;
      const accepted = await acceptTotpCode(deps, member, proof.value);
      return accepted.ok || (accepted.code === 'RATE_LIMITED' ? accepted : false);
    }
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
      // Sent only after the password (or another credential) was proven, to the member's own number.
      gate: 'credentials-proven',
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
  // Asked only once the credential is proven, so nobody learns that another person took a break.
  const exclusion = await exclusionInForce(deps.db, member.id, deps.now());
  if (exclusion) {
    const { code, value } = exclusionRefusal(exclusion);
    return { ok: false, code, details: value };
  }
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
      // Counted against the name and address too, like the password it stands in for.
      const verdict = await checkSecret(deps.limiter, loginSubjects(scope, member.account, origin.ip), () =>
        checkExtraVerification(deps, scope, member, proof),
      );
      if (!verdict.ok) {
        if (verdict.code === 'WRONG') await recordAttempt(deps, member.id, origin, 'USERNAME', false);
        return failedLogin(scope, verdict);
      }
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
    .set({ previousLoginAt: member.lastLoginAt, lastLoginAt: now, lastLoginIp: origin.ip })
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
    endsAt: await sessionEndFor(deps.db, member.id, now),
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

/**
 * Login by account name and password. Every step depends on the name as typed and the address,
 * never on whether the account exists (finding 6): the lock-out, the captcha, and the password
 * check itself (against a dummy hash for an unknown name), counted by the secret guard before it
 * compares, so parallel guesses cannot pass the policy's limit.
 */
export async function loginWithPassword(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: PasswordLoginInput,
): Promise<LoginOutcome> {
  const subjects = loginSubjects(scope, input.username, input.origin.ip);
  // Read first so a paused name is answered with its time left, not asked for a captcha.
  const standing = await secretStanding(deps.limiter, subjects);
  if (standing.refusedForSeconds !== null)
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: standing.refusedForSeconds };
  if (captchaDue(scope, standing.attempts)) {
    if (!input.captchaKey || !input.captcha)
      return { ok: false, code: 'CAPTCHA_REQUIRED', details: { captcha: true } };
    const solved = await checkCaptcha(deps.verification, {
      merchantId: scope.merchant.id,
      key: input.captchaKey,
      answer: input.captcha,
      ip: input.origin.ip,
    });
    if (!solved.ok)
      return solved.code === 'RATE_LIMITED'
        ? solved
        : { ok: false, code: 'CAPTCHA_INVALID', details: { captcha: true } };
  }

  const member = await findMemberByAccount(deps.db, scope.merchant.id, input.username);
  const verdict = await checkSecret(deps.limiter, subjects, () =>
    verifyPassword(member?.passwordHash, input.password),
  );
  if (!verdict.ok) {
    if (member && verdict.code === 'WRONG')
      await recordAttempt(deps, member.id, input.origin, 'USERNAME', false);
    return failedLogin(scope, verdict);
  }
  // A right password implies the account exists.
  if (!member) throw new Error('a password matched no account');
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
  if (!checked.ok) return checked;
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
