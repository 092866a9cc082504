import { randomInt } from 'node:crypto';
import { COUNTRY_DIALING_CODES, MEMBER_TYPE } from '@platform/contract/account-constants';
import {
  REGISTER_RULE_FIELDS,
  type RegisterInput,
  type RegisterRuleField,
} from '@platform/contract/accounts';
import type { FieldError } from '@platform/contract/errors';
import { type FieldRule, standardRule } from '@platform/contract/field-rules';
import { fieldErrorOf, formFieldErrors, registerFormSchema } from '@platform/contract/form-schemas';
import { exclusionCode, identityExcluded } from '../responsible/exclusions.service.ts';
import { checkCaptcha, checkCode, smsDestination } from '../verification/verification.service.ts';
import { type AccountsDeps, limitAttempts, type MerchantScope, type RequestOrigin } from './accounts.deps.ts';
import { completeLogin, type LoginOutcome } from './login.service.ts';
import {
  findAgentByAffiliateCode,
  findMemberByReferralCode,
  type InsertMemberResult,
  insertMember,
  type NewMember,
} from './members.service.ts';
import { hashPassword } from './passwords.ts';
import { normalizePhone } from './phone.ts';

/** Rules that hold when the operator configured none for a field the flow needs. */
const FALLBACK_RULES: Partial<Record<RegisterRuleField, FieldRule>> = {
  username: standardRule('LETTER_FIRST_ALNUM', 6, 16, { required: true, shown: true }),
  password: standardRule('ALNUM', 6, 20, { required: true, shown: true }),
  mobileNum: standardRule('DIGITS', 6, 15, { required: false, shown: true }),
};

/** The operator's rule for each field, with the fallbacks for those it left out. */
export function registerRules(scope: MerchantScope): Partial<Record<RegisterRuleField, FieldRule>> {
  const rules: Partial<Record<RegisterRuleField, FieldRule>> = { ...FALLBACK_RULES };
  const known = new Set<string>(REGISTER_RULE_FIELDS);
  for (const row of scope.site.registerRules) {
    if (known.has(row.field)) rules[row.field as RegisterRuleField] = row;
  }
  return rules;
}

export type RegisterMode = 'username' | 'mobile';

export type RegisterOutcome =
  | LoginOutcome
  | {
      ok: false;
      code: 'VALIDATION_ERROR' | 'INVITATION_CODE_INVALID' | 'ACCOUNT_TAKEN' | 'MOBILE_TAKEN' | 'EMAIL_TAKEN';
      fields: FieldError[];
    };

const REGISTRATIONS_PER_IP_PER_HOUR = 20;

/** A generated account name for a mobile registration that gave none. */
function accountForMobile(mobileNum: string): string {
  return `m${mobileNum.slice(-6)}${randomInt(1000, 10000)}`;
}

/**
 * Registration by username or by mobile number (spec §5 Register): every field checked against the
 * operator's rules with the same code the form runs, codes checked last so a form error does not
 * burn an SMS code, the unique indexes deciding races, and the new member logged in at once.
 */
export async function registerMember(
  deps: AccountsDeps,
  scope: MerchantScope,
  input: {
    body: RegisterInput;
    mode: RegisterMode;
    origin: RequestOrigin;
  },
): Promise<RegisterOutcome> {
  const { body, mode } = input;
  const flag = mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3';
  if (!scope.modules.has(flag)) return { ok: false, code: 'FEATURE_DISABLED' };
  const limited = await limitAttempts(
    deps,
    `register:${scope.merchant.id}:${input.origin.ip}`,
    REGISTRATIONS_PER_IP_PER_HOUR,
    3_600_000,
  );
  if (limited) return limited;

  const rules = registerRules(scope);
  // The same schema the register form checks with, so a crafted request gets the form's field errors.
  const schema = registerFormSchema(rules, {
    mode,
    passwordNeeded: mode === 'username' || scope.modules.has('MOBILENUMPASSREG3'),
    smsVerification: scope.modules.has('REGMOBVERF3'),
    captcha: scope.policy.captchaOnRegister,
    defaultDialingCode: defaultDialingCode(scope),
  });
  const fields = formFieldErrors(schema, body);
  const phone = body.mobileNum
    ? normalizePhone(body.countryDialingCode ?? defaultDialingCode(scope), body.mobileNum)
    : null;
  const smsNeeded = phone !== null && scope.modules.has('REGMOBVERF3');
  if (fields.length) return { ok: false, code: 'VALIDATION_ERROR', fields };

  const upline = body.affiliateCode
    ? await findAgentByAffiliateCode(deps.db, scope.merchant.id, body.affiliateCode)
    : null;
  if (body.affiliateCode && !upline)
    fields.push(fieldErrorOf('affiliateCode', { key: 'invitation_code_invalid' }));
  const referrer = body.referralCode
    ? await findMemberByReferralCode(deps.db, scope.merchant.id, body.referralCode)
    : null;
  if (body.referralCode && !referrer)
    fields.push(fieldErrorOf('referralCode', { key: 'invitation_code_invalid' }));
  if (fields.length) return { ok: false, code: 'INVITATION_CODE_INVALID', fields };

  if (scope.policy.captchaOnRegister) {
    const solved = await checkCaptcha(deps.verification, {
      merchantId: scope.merchant.id,
      key: body.captchaKey ?? '',
      answer: body.captcha ?? '',
      ip: input.origin.ip,
    });
    if (!solved.ok)
      return solved.code === 'RATE_LIMITED'
        ? solved
        : { ok: false, code: 'CAPTCHA_INVALID', details: { captcha: true } };
  }
  // A person who self-excluded, or a device an excluded member used, cannot come back as a new
  // account (checked before the SMS code is spent).
  const who = {
    mobile: phone,
    email: body.email ?? null,
    idNumber: body.idNumber ?? null,
    devices: input.origin.deviceId ? [input.origin.deviceId] : [],
  };
  const excluded = await identityExcluded(deps.db, scope.merchant.id, who, deps.now());
  if (excluded) return { ok: false, code: exclusionCode(excluded) };
  if (smsNeeded && phone) {
    const checked = await checkCode(deps.verification, {
      merchantId: scope.merchant.id,
      channel: 'sms',
      destination: smsDestination(phone.dialingCode, phone.mobileNum),
      purpose: 'REGISTER',
      code: body.verificationCode ?? '',
    });
    if (!checked.ok) return checked;
  }

  const now = deps.now();
  const values: Omit<NewMember, 'referralCode'> = {
    merchantId: scope.merchant.id,
    account: body.username ?? accountForMobile(phone?.mobileNum ?? ''),
    nickname: body.nickname || body.username || `Player${randomInt(100000, 1000000)}`,
    type: MEMBER_TYPE.MEMBER,
    passwordHash: body.password ? await hashPassword(body.password) : null,
    passwordChangedAt: body.password ? now : null,
    paymentPasswordHash: body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
    countryDialingCode: phone?.dialingCode ?? null,
    mobileNum: phone?.mobileNum ?? null,
    mobileVerified: smsNeeded,
    email: body.email || null,
    payeeName: body.payeeName || null,
    fullname: body.fullname || null,
    qqNum: body.qqNum || null,
    line: body.line || null,
    whatsapp: body.whatsapp || null,
    facebook: body.facebook || null,
    telegram: body.telegram || null,
    wechat: body.wechat || null,
    zalo: body.zalo || null,
    idNumber: body.idNumber || null,
    birthday: body.birthday || null,
    address: body.address || null,
    nationality: body.nationality || null,
    occupation: body.occupation || null,
    incomeSource: body.incomeSource || null,
    bankAccountNumber: body.bankAccountNumber || null,
    uplineId: upline?.id ?? null,
    registeredAffiliateCode: upline ? body.affiliateCode : null,
    registeredReferralCode: referrer ? body.referralCode : null,
    referrerId: referrer?.id ?? null,
    recommenderId: body.recommenderId || null,
    registerIp: input.origin.ip,
    registerDeviceId: input.origin.deviceId ?? null,
    registerUrl: body.registerUrl || null,
    domain: body.domain || null,
    registerMethod: 'WEB',
    registerType: mode === 'username' ? 'USERNAME' : 'MOBILE',
    createdAt: now,
  };
  const inserted = await insertMember(deps.db, values);
  if (!inserted.ok) return takenFailure(inserted.code);
  return completeLogin(deps, scope, {
    member: inserted.member,
    loginType: 'REGISTER',
    loginPage: 'site',
    origin: input.origin,
    extraVerification: undefined,
  });
}

type TakenCode = Extract<InsertMemberResult, { ok: false }>['code'];

/** A name, number or address another member holds: the code, and the field it is about. */
export function takenFailure(code: TakenCode): { ok: false; code: TakenCode; fields: FieldError[] } {
  const field = { ACCOUNT_TAKEN: 'username', MOBILE_TAKEN: 'mobileNum', EMAIL_TAKEN: 'email' }[code];
  const message = {
    ACCOUNT_TAKEN: 'Account already exists',
    MOBILE_TAKEN: 'Mobile number already registered',
    EMAIL_TAKEN: 'E-mail already registered',
  }[code];
  return { ok: false, code, fields: [{ field: `body.${field}`, message, key: code.toLowerCase() }] };
}

/** The dialling code of the merchant's first offered country, Malaysia's when none is configured. */
export function defaultDialingCode(scope: MerchantScope): string {
  return scope.policy.countries[0] ? (COUNTRY_DIALING_CODES[scope.policy.countries[0]] ?? '60') : '60';
}
