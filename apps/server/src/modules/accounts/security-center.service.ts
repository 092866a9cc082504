import type { FieldError } from '@platform/contract/errors';
import { fieldErrorOf, formFieldErrors } from '@platform/contract/form-schemas';
import type { Language } from '@platform/contract/i18n';
import {
  bindEmailFormSchema,
  bindMobileFormSchema,
  paymentPasswordFormSchema,
  profileFormSchema,
} from '@platform/contract/security-forms';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { secretContext } from '../../crypto/secret-contexts.ts';
import { checkSecret, type SecretRefused } from '../verification/secret-guard.ts';
import { checkCode, smsDestination } from '../verification/verification.service.ts';
import type { AccountsDeps, MerchantScope } from './accounts.deps.ts';
import { loginHistory, members } from './accounts.tables.ts';
import { acceptTotpCode } from './member-totp.ts';
import { findMemberById, type MemberRow, uniqueViolation } from './members.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { normalizePhone } from './phone.ts';
import { registerRules } from './register.service.ts';
import { accountNameSubject, paymentPasswordSubject } from './secret-subjects.ts';
import { newTotpSecret, totpUri } from './totp.ts';

type Failure<C extends string> = { ok: false; code: C; fields?: FieldError[] };

async function memberOf(deps: AccountsDeps, scope: MerchantScope, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(deps.db, scope.merchant.id, memberId);
  if (!member) throw new Error('session member vanished');
  return member;
}

/** Nickname any time; the real name (payee name) only once, since withdrawals are paid to it. */
export async function updateProfile(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: { memberId: number; nickname?: string | undefined; payeeName?: string | undefined },
): Promise<{ ok: true } | Failure<'VALIDATION_ERROR' | 'ALREADY_SET'>> {
  const member = await memberOf(deps, scope, input.memberId);
  // The form's rules, on the fields this request changes (an empty real name changes nothing).
  const fields = formFieldErrors(profileFormSchema(registerRules(scope)), {
    nickname: input.nickname ?? '',
    payeeName: input.payeeName ?? '',
  }).filter((field) => field.field !== 'body.nickname' || input.nickname !== undefined);
  if (input.payeeName && member.payeeName) return { ok: false, code: 'ALREADY_SET' };
  if (fields.length) return { ok: false, code: 'VALIDATION_ERROR', fields };
  // The payee name is written only while still empty, so two racing requests cannot both set it.
  if (input.payeeName) {
    const updated = await deps.db
      .update(members)
      .set({ payeeName: input.payeeName })
      .where(and(eq(members.id, member.id), isNull(members.payeeName)))
      .returning({ id: members.id });
    if (!updated.length) return { ok: false, code: 'ALREADY_SET' };
  }
  if (input.nickname !== undefined)
    await deps.db.update(members).set({ nickname: input.nickname }).where(eq(members.id, member.id));
  return { ok: true };
}

export async function setMemberIcon(deps: AccountsDeps, memberId: number, icon: string): Promise<void> {
  await deps.db.update(members).set({ icon }).where(eq(members.id, memberId));
}

/** Spec §7 getUpdateLanguage: the member's language, one the site offers, read back by member info. */
export async function setMemberLanguage(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: { memberId: number; language: Language },
): Promise<{ ok: true } | Failure<'VALIDATION_ERROR' | 'UNAUTHORIZED'>> {
  if (!scope.merchant.languages.includes(input.language))
    return {
      ok: false,
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'body.language', message: 'This site does not offer that language' }],
    };
  // Scoped to the site's merchant too: a session of another site's member changes nothing here.
  const updated = await deps.db
    .update(members)
    .set({ language: input.language })
    .where(and(eq(members.id, input.memberId), eq(members.merchantId, scope.merchant.id)))
    .returning({ id: members.id });
  return updated.length ? { ok: true } : { ok: false, code: 'UNAUTHORIZED' };
}

/** Binds (or re-binds) a mobile number proven with an SMS code (purpose BIND_MOBILE). */
export async function bindMobile(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: { memberId: number; mobileNum: string; countryDialingCode: string; verificationCode: string },
): Promise<
  | { ok: true }
  | Failure<'VALIDATION_ERROR' | 'VERIFICATION_CODE_INVALID' | 'VERIFICATION_CODE_EXPIRED' | 'MOBILE_TAKEN'>
  | SecretRefused
> {
  const fields = formFieldErrors(bindMobileFormSchema(registerRules(scope)), input);
  const phone = normalizePhone(input.countryDialingCode, input.mobileNum);
  if (fields.length || !phone)
    return {
      ok: false,
      code: 'VALIDATION_ERROR',
      fields: fields.length ? fields : [fieldErrorOf('mobileNum', { key: 'mobile_invalid' })],
    };
  const checked = await checkCode(deps.verification, {
    merchantId: scope.merchant.id,
    channel: 'sms',
    destination: smsDestination(phone.dialingCode, phone.mobileNum),
    purpose: 'BIND_MOBILE',
    code: input.verificationCode,
  });
  if (!checked.ok) return checked;
  try {
    await deps.db
      .update(members)
      .set({ countryDialingCode: phone.dialingCode, mobileNum: phone.mobileNum, mobileVerified: true })
      .where(eq(members.id, input.memberId));
  } catch (error) {
    if (uniqueViolation(error)) return { ok: false, code: 'MOBILE_TAKEN' };
    throw error;
  }
  return { ok: true };
}

/** Binds an e-mail address proven with an e-mailed code (purpose BIND_EMAIL). */
export async function bindEmail(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: { memberId: number; email: string; verificationCode: string },
): Promise<
  | { ok: true }
  | Failure<'VALIDATION_ERROR' | 'VERIFICATION_CODE_INVALID' | 'VERIFICATION_CODE_EXPIRED' | 'EMAIL_TAKEN'>
  | SecretRefused
> {
  const fields = formFieldErrors(bindEmailFormSchema(registerRules(scope)), input);
  if (fields.length) return { ok: false, code: 'VALIDATION_ERROR', fields };
  const email = input.email.toLowerCase();
  const checked = await checkCode(deps.verification, {
    merchantId: scope.merchant.id,
    channel: 'email',
    destination: email,
    purpose: 'BIND_EMAIL',
    code: input.verificationCode,
  });
  if (!checked.ok) return checked;
  try {
    await deps.db.update(members).set({ email, emailVerified: true }).where(eq(members.id, input.memberId));
  } catch (error) {
    if (uniqueViolation(error)) return { ok: false, code: 'EMAIL_TAKEN' };
    throw error;
  }
  return { ok: true };
}

/**
 * Sets or changes the payment password, kept apart from the login password: setting it the first
 * time asks for the login password, changing it asks for the old payment password.
 */
export async function setPaymentPassword(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: {
    memberId: number;
    loginPassword?: string | undefined;
    oldPaymentPassword?: string | undefined;
    newPaymentPassword: string;
    confirmPaymentPassword: string;
  },
): Promise<{ ok: true } | Failure<'VALIDATION_ERROR' | 'OLD_PASSWORD_WRONG'> | SecretRefused> {
  const member = await memberOf(deps, scope, input.memberId);
  const proofField = member.paymentPasswordHash ? 'oldPaymentPassword' : 'loginPassword';
  // A member who signed up with an identity provider has no login password to prove it with.
  const proofAsked = Boolean(member.paymentPasswordHash || member.passwordHash);
  const fields = formFieldErrors(paymentPasswordFormSchema(registerRules(scope), proofField), input).filter(
    (field) => proofAsked || field.field !== `body.${proofField}`,
  );
  if (fields.length) return { ok: false, code: 'VALIDATION_ERROR', fields };
  // The old payment password, or the login password the first time; each counted where it is
  // counted everywhere else, so this form gives a guesser no extra tries.
  const proof = member.paymentPasswordHash
    ? {
        field: 'oldPaymentPassword',
        subject: paymentPasswordSubject(member.id),
        hash: member.paymentPasswordHash,
        given: input.oldPaymentPassword,
      }
    : member.passwordHash
      ? {
          field: 'loginPassword',
          subject: accountNameSubject(scope, member.account),
          hash: member.passwordHash,
          given: input.loginPassword,
        }
      : null;
  if (proof) {
    const verdict = await checkSecret(deps.limiter, [proof.subject], () =>
      verifyPassword(proof.hash, proof.given ?? ''),
    );
    if (!verdict.ok && verdict.code === 'RATE_LIMITED') return verdict;
    if (!verdict.ok)
      return {
        ok: false,
        code: 'OLD_PASSWORD_WRONG',
        fields: [
          { field: `body.${proof.field}`, key: 'old_password_wrong', message: 'Password is incorrect' },
        ],
      };
  }
  await deps.db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(input.newPaymentPassword) })
    .where(eq(members.id, member.id));
  return { ok: true };
}

/** Starts Google Authenticator setup: a new secret, not active until a code from it is confirmed. */
export async function beginTotpSetup(
  deps: AccountsDeps,
  scope: MerchantScope,
  memberId: number,
): Promise<{ secret: string; otpauthUrl: string }> {
  const member = await memberOf(deps, scope, memberId);
  const secret = newTotpSecret();
  await deps.db
    .update(members)
    .set({
      totpSecret: deps.secrets.seal(secret, secretContext.memberTotp(memberId)),
      totpEnabled: false,
      totpLastStep: null,
    })
    .where(eq(members.id, memberId));
  return { secret, otpauthUrl: totpUri(scope.merchant.brandName, member.account, secret) };
}

export async function confirmTotp(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: { memberId: number; code: string },
): Promise<{ ok: true } | Failure<'VERIFICATION_CODE_INVALID'> | SecretRefused> {
  const member = await memberOf(deps, scope, input.memberId);
  const accepted = await acceptTotpCode(deps, member, input.code);
  if (!accepted.ok) return accepted;
  await deps.db.update(members).set({ totpEnabled: true }).where(eq(members.id, member.id));
  return { ok: true };
}

/** The member's recent logins, newest first (security centre). */
export async function listLoginHistory(deps: AccountsDeps, memberId: number, limit = 20) {
  const rows = await deps.db
    .select()
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), eq(loginHistory.success, true)))
    .orderBy(desc(loginHistory.at))
    .limit(limit);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    ip: row.ip,
    loginType: row.loginType,
    userAgent: row.userAgent,
  }));
}
