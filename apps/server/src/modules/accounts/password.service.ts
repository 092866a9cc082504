import type { FieldError } from '@platform/contract/errors';
import {
  changePasswordFormSchema,
  formFieldErrors,
  resetPasswordByPhoneFormSchema,
} from '@platform/contract/form-schemas';
import { and, eq, sql } from 'drizzle-orm';
import { checkSecret, clearSecretAttempts, type SecretRefused } from '../verification/secret-guard.ts';
import { checkCode, sendEmail, smsDestination } from '../verification/verification.service.ts';
import { type AccountsDeps, limitAttempts, type MerchantScope, type RequestOrigin } from './accounts.deps.ts';
import { members } from './accounts.tables.ts';
import { completeLogin, type LoginOutcome } from './login.service.ts';
import { findMemberById, findMemberByMobile } from './members.service.ts';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords.ts';
import { normalizePhone } from './phone.ts';
import { registerRules } from './register.service.ts';
import { accountNameSubject } from './secret-subjects.ts';
import { createSession, revokeMemberSessions } from './sessions.service.ts';

type PasswordFailure = { ok: false; code: 'VALIDATION_ERROR' | 'OLD_PASSWORD_WRONG'; fields: FieldError[] };

/**
 * Changes the password: the old one is required unless the member never had one (SMS or
 * third-party accounts). Every session ends, and the caller gets a fresh one (spec §4: the member
 * stays logged in and goes to /), so a stolen token dies with the old password.
 */
export async function changePassword(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: {
    memberId: number;
    oldPassword: string | undefined;
    newPassword: string;
    confirmNewPassword: string;
    origin: RequestOrigin;
  },
): Promise<{ ok: true; token: string } | PasswordFailure | SecretRefused> {
  const member = await findMemberById(deps.db, scope.merchant.id, input.memberId);
  if (!member) throw new Error('session member vanished');
  // The change-password form's own schema: a crafted request gets the form's field errors.
  const schema = changePasswordFormSchema(registerRules(scope).password, {
    askOld: member.passwordHash !== null,
  });
  const fields = formFieldErrors(schema, input);
  if (fields.length) return { ok: false, code: 'VALIDATION_ERROR', fields };
  const { passwordHash } = member;
  if (passwordHash) {
    // The login password's own count: a stolen session gets no more guesses than the login form.
    const verdict = await checkSecret(deps.limiter, [accountNameSubject(scope, member.account)], () =>
      verifyPassword(passwordHash, input.oldPassword ?? ''),
    );
    if (!verdict.ok && verdict.code === 'RATE_LIMITED') return verdict;
    if (!verdict.ok)
      return {
        ok: false,
        code: 'OLD_PASSWORD_WRONG',
        fields: [{ field: 'body.oldPassword', key: 'old_password_wrong', message: 'Password is incorrect' }],
      };
  }
  await deps.db
    .update(members)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: deps.now(),
      passwordIsDefault: false,
    })
    .where(eq(members.id, member.id));
  await revokeMemberSessions(deps, member.id);
  const token = await createSession(deps, {
    memberId: member.id,
    merchantId: scope.merchant.id,
    loginType: 'USERNAME',
    ip: input.origin.ip,
    userAgent: input.origin.userAgent,
  });
  return { ok: true, token };
}

function temporaryPasswordText(account: string, password: string): string {
  return `Your temporary password for ${account} is ${password}. Log in with it and choose a new password.`;
}

/**
 * Forgot password by e-mail (spec §7): when the account and e-mail match, a temporary password is
 * e-mailed and must be changed at the next login. Limited per account, so nobody can keep resetting
 * someone else's password.
 */
export async function resetPasswordByEmail(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: { username: string; email: string; ip: string },
): Promise<
  | { ok: true }
  | { ok: false; code: 'ACCOUNT_NOT_FOUND' | 'RATE_LIMITED' | 'MAIL_FAILED'; retryAfterSeconds?: number }
> {
  const perIp = await limitAttempts(deps, `reset-mail-ip:${scope.merchant.id}:${input.ip}`, 10, 3_600_000);
  if (perIp) return perIp;
  const [member] = await deps.db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, scope.merchant.id),
        sql`lower(${members.account}) = lower(${input.username})`,
        sql`lower(${members.email}) = lower(${input.email})`,
      ),
    );
  if (member?.status !== 'active') return { ok: false, code: 'ACCOUNT_NOT_FOUND' };
  const perAccount = await limitAttempts(deps, `reset-mail:${member.id}`, 1, 5 * 60_000);
  if (perAccount) return perAccount;
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  // The password changes only once the mail is out: a failed send must not lock the member out
  // with a password nobody received.
  const sent = await sendEmail(deps.verification, {
    merchantId: scope.merchant.id,
    to: member.email ?? input.email,
    subject: `${scope.merchant.brandName}: your temporary password`,
    body: temporaryPasswordText(member.account, password),
    // The outbox keeps a copy of what a mail server delivered: never the password itself.
    recordedBody: temporaryPasswordText(member.account, '*'.repeat(password.length)),
  });
  if (!sent.ok) {
    // The member may ask again at once rather than wait out the pause for a mail that never came.
    await deps.limiter.reset(`reset-mail:${member.id}`);
    return { ok: false, code: 'MAIL_FAILED' };
  }
  await deps.db
    .update(members)
    .set({ passwordHash, passwordChangedAt: deps.now(), passwordIsDefault: true })
    .where(eq(members.id, member.id));
  await revokeMemberSessions(deps, member.id);
  return { ok: true };
}

/** Set password by phone (CHNGPASSVERIF3): SMS code proves the phone; the member is then logged in (spec §4). */
export async function resetPasswordByPhone(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword: string | undefined;
    origin: RequestOrigin;
  },
): Promise<LoginOutcome | PasswordFailure> {
  if (!scope.modules.has('CHNGPASSVERIF3')) return { ok: false, code: 'FEATURE_DISABLED' };
  // The reset form's own schema (the confirmation is checked when the request carries one).
  const schema = resetPasswordByPhoneFormSchema(registerRules(scope), {
    confirmationSent: input.confirmNewPassword !== undefined,
  });
  const fields = formFieldErrors(schema, input);
  const phone = normalizePhone(input.countryDialingCode, input.mobileNum);
  if (fields.length || !phone) return { ok: false, code: 'VALIDATION_ERROR', fields };
  const checked = await checkCode(deps.verification, {
    merchantId: scope.merchant.id,
    channel: 'sms',
    destination: smsDestination(phone.dialingCode, phone.mobileNum),
    purpose: 'RESET_PASSWORD',
    code: input.verificationCode,
  });
  if (!checked.ok) return checked;
  const member = await findMemberByMobile(deps.db, scope.merchant.id, phone.dialingCode, phone.mobileNum);
  if (!member) return { ok: false, code: 'ACCOUNT_NOT_FOUND' };
  const now = deps.now();
  await deps.db
    .update(members)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: now,
      passwordIsDefault: false,
    })
    .where(eq(members.id, member.id));
  // The owner proved the phone and chose a new password: the old password's failures no longer pause the name.
  await clearSecretAttempts(deps.limiter, [accountNameSubject(scope, member.account)]);
  await revokeMemberSessions(deps, member.id);
  return completeLogin(deps, scope, {
    member: { ...member, passwordChangedAt: now, passwordIsDefault: false },
    loginType: 'RESET',
    loginPage: 'site',
    origin: input.origin,
    extraVerification: undefined,
  });
}
