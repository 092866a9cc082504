import { z } from 'zod';
import { MEMBER_STATUSES } from './account-constants.ts';
import { LanguageSchema } from './i18n.ts';
import { SEALED_ALGORITHM } from './sealed-payload.ts';
import { text } from './text.ts';

/**
 * Accounts and access (spec §3 member info, login response, registration fields; §7 session and
 * member calls). Inputs are trimmed (spec §5) and bounded so a 1 MB string is a 400, not work.
 * Field rules that the operator configures (pattern, lengths, required) are applied by the
 * service with `checkFieldValue` from field-rules.ts, the same code the forms run.
 */

const trimmedText = (max: number) => text().trim().max(max);
const optionalText = (max: number) => trimmedText(max).optional();

export const LoginPageSchema = z.enum(['site', 'agent']);
export type LoginPage = z.infer<typeof LoginPageSchema>;

/** The extra proof asked of a login from an address the member has not used (spec §4). */
export const ExtraVerificationSchema = z.strictObject({
  method: z.enum(['SMS', 'EMAIL', 'PAYEE_NAME', 'TOTP']),
  value: trimmedText(100).min(1),
});

const captchaFields = {
  /** The key the client chose when it fetched the captcha image. */
  captchaKey: optionalText(64),
  captcha: optionalText(16),
};

/** Every SMS send answers a captcha first (SMS pumping guard): the key and the answer are required. */
export const SmsCaptchaFields = {
  captchaKey: trimmedText(64).min(1),
  captcha: trimmedText(16).min(1),
};

/** Login v1 (spec §7): username and password. */
export const LoginSchema = z.strictObject({
  username: trimmedText(64).min(1),
  password: text().max(128).min(1),
  type: z.literal('username').optional(),
  loginPage: LoginPageSchema.optional(),
  extraVerification: ExtraVerificationSchema.optional(),
  ...captchaFields,
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** Login v2 (spec §7): adds captcha, and `type` sms logs in with mobile number and SMS code. */
export const LoginV2Schema = z.strictObject({
  type: z.enum(['username', 'sms']),
  username: optionalText(64),
  password: text().max(128).optional(),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  verificationCode: optionalText(10),
  loginPage: LoginPageSchema.optional(),
  extraVerification: ExtraVerificationSchema.optional(),
  ...captchaFields,
});
export type LoginV2Input = z.infer<typeof LoginV2Schema>;

/** Spec §3 Login response. */
export const LoginResultSchema = z.object({
  token: text(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the password is the operator's default and must be changed (spec §4). */
  passwordIsDefault: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/**
 * A one-time code that signs another device in as the caller, carried by the iOS download QR code
 * (spec §2) in place of the session token: single use, short-lived, and worth nothing once used.
 */
export const SessionHandoffSchema = z.object({ code: text(), expiresAt: z.iso.datetime() });
export type SessionHandoff = z.infer<typeof SessionHandoffSchema>;
/** Handoff codes are 43 base64url characters (256 bits). */
export const RedeemHandoffSchema = z.strictObject({ code: text().min(1).max(64) });
export const HandoffSessionSchema = z.object({ token: text() });

/** Free play (spec §7): creates a trial member (type 4) and a session for it. */
export const FreePlayLoginSchema = z.strictObject({
  os: optionalText(32),
  platform: z.literal('W').optional(),
  Encryption: optionalText(64),
  gatewayVersion: z.union([z.literal(3), z.literal('3')]).optional(),
});

export const FIREBASE_CHANNELS = ['GOOGLE', 'FACEBOOK', 'PHONE'] as const;
export const FirebaseChannelSchema = z.enum(FIREBASE_CHANNELS);

/** Third-party sign-in (spec §3 firebaseChannel, firebaseIdToken). */
export const IdentityLoginSchema = z.strictObject({
  firebaseChannel: FirebaseChannelSchema,
  firebaseIdToken: text().min(1).max(8192),
  affiliateCode: optionalText(32),
  registerUrl: optionalText(2048),
  domain: optionalText(253),
});

/** Registration (spec §3 fields, §7 payload). Which optional fields count is the operator's rule. */
export const RegisterSchema = z.strictObject({
  username: optionalText(64),
  password: text().max(128).optional(),
  confirmPassword: text().max(128).optional(),
  payeeName: optionalText(100),
  fullname: optionalText(100),
  email: optionalText(254),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  nickname: optionalText(32),
  verificationCode: optionalText(10),
  affiliateCode: optionalText(32),
  referralCode: optionalText(32),
  recommenderId: optionalText(32),
  paymentPassword: text().max(64).optional(),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(64),
  telegram: optionalText(64),
  wechat: optionalText(64),
  zalo: optionalText(64),
  idNumber: optionalText(32),
  birthday: optionalText(10),
  address: optionalText(200),
  nationality: optionalText(64),
  occupation: optionalText(64),
  incomeSource: optionalText(64),
  bankAccountNumber: optionalText(34),
  registerUrl: optionalText(2048),
  domain: optionalText(253),
  registerMethod: z.literal('WEB').optional(),
  /** The visitor confirmed the minimum age and accepted the terms (spec §5). */
  termsAccepted: z.boolean().optional(),
  ...captchaFields,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** The fields the operator's register rules may govern, in form order. */
export const REGISTER_RULE_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'fullname',
  'email',
  'qqNum',
  'nickname',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'telegram',
  'wechat',
  'zalo',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'bankAccountNumber',
  'affiliateCode',
  'referralCode',
  'captcha',
] as const;
export type RegisterRuleField = (typeof REGISTER_RULE_FIELDS)[number];

export const ChangePasswordSchema = z.strictObject({
  oldPassword: text().max(128).optional(),
  newPassword: text().max(128),
  confirmNewPassword: text().max(128),
});

/** Forgot password by e-mail (spec §7: form-encoded). */
export const ForgotPasswordEmailSchema = z.strictObject({
  username: trimmedText(64).min(1),
  email: trimmedText(254).min(1),
});

/** Set password by phone (spec §7). */
export const ResetPasswordByPhoneSchema = z.strictObject({
  mobileNum: trimmedText(20),
  countryDialingCode: optionalText(6),
  verificationCode: trimmedText(10),
  newPassword: text().max(128),
  confirmNewPassword: text().max(128).optional(),
});

export const SMS_PURPOSES = ['REGISTER', 'LOGIN', 'RESET_PASSWORD', 'BIND_MOBILE', 'VERIFY_LOGIN'] as const;
export const SmsPurposeSchema = z.enum(SMS_PURPOSES);
export type SmsPurpose = z.infer<typeof SmsPurposeSchema>;

/** SMS without login (spec §7): mobileNum (alias mobileNo), dialling code, human check. */
export const SendSmsSchema = z.strictObject({
  mobileNum: optionalText(20),
  mobileNo: optionalText(20),
  countryDialingCode: optionalText(6),
  purpose: SmsPurposeSchema.optional(),
  ...SmsCaptchaFields,
});
export const SendSmsResultSchema = z.object({ expiredMinutes: z.number().int() });

/** Captcha (spec §7): `value` is the PNG as base64; the client names it with its own key. */
export const CaptchaQuerySchema = z.strictObject({ key: text().regex(/^[A-Za-z0-9_-]{8,64}$/) });

export const AffiliateQuerySchema = z.strictObject({
  code: trimmedText(32).min(1),
  domain: optionalText(253),
});
export const AffiliateResultSchema = z.object({ valid: z.boolean(), code: text() });

export const CountrySchema = z.object({ countryCode: text(), countryDialingCode: text() });
export type Country = z.infer<typeof CountrySchema>;

/** Register settings (spec §7): which ways to register are on, and what the form needs. */
export const RegisterSettingsSchema = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  mobilePasswordRegistration: z.boolean(),
  smsVerification: z.boolean(),
  smsLogin: z.boolean(),
  freePlay: z.boolean(),
  phonePasswordReset: z.boolean(),
  captchaOnRegister: z.boolean(),
  minimumAge: z.number().int(),
  countries: z.array(CountrySchema),
  defaultCountryCode: text(),
  identityProviders: z.array(FirebaseChannelSchema),
  /** When set, login, register and password payloads must arrive sealed (spec §7 "encrypted"). */
  encryptionRequired: z.boolean(),
});
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

/** Spec §3 Member info plus what the header and the security centre read. */
export const MemberInfoSchema = z.object({
  id: z.number().int(),
  customerId: text(),
  account: text(),
  username: text(),
  nickname: text(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  icon: text().nullable(),
  payeeName: text().nullable(),
  email: text().nullable(),
  emailVerified: z.boolean(),
  mobileNum: text().nullable(),
  countryDialingCode: text().nullable(),
  mobileVerified: z.boolean(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
  affiliateCode: text().nullable(),
  referralCode: text(),
  merchantCode: text(),
  lastLoginAt: text().nullable(),
  previousLoginAt: text().nullable(),
  createdAt: text(),
  /** The language the member chose (spec §7 getUpdateLanguage); null until they choose one the site offers. */
  language: LanguageSchema.nullable(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const MemberIconSchema = z.strictObject({ icon: text().regex(/^avatar-\d{1,2}$/) });

/** Spec §7 getUpdateLanguage: payload `language`, one of the platform's; the site must offer it too. */
export const UpdateLanguageSchema = z.strictObject({ language: LanguageSchema });

/** Security centre profile: nickname any time, real name (payee name) only once. */
export const UpdateProfileSchema = z.strictObject({
  nickname: optionalText(32),
  payeeName: optionalText(100),
});

export const BindMobileSchema = z.strictObject({
  mobileNum: trimmedText(20),
  countryDialingCode: optionalText(6),
  verificationCode: trimmedText(10),
});
export const SendEmailCodeSchema = z.strictObject({ email: trimmedText(254).min(1) });
export const BindEmailSchema = z.strictObject({
  email: trimmedText(254).min(1),
  verificationCode: trimmedText(10),
});
export const PaymentPasswordSchema = z.strictObject({
  /** The login password proves it is the member when setting it the first time. */
  loginPassword: text().max(128).optional(),
  oldPaymentPassword: text().max(64).optional(),
  newPaymentPassword: text().max(64),
  confirmPaymentPassword: text().max(64),
});
export const TotpSetupResultSchema = z.object({ secret: text(), otpauthUrl: text() });
/** Six digits from the authenticator app; the message is the spec §5 key the form shows. */
export const TotpConfirmSchema = z.strictObject({
  code: text()
    .trim()
    .regex(/^\d{6}$/, 'verification_code_invalid'),
});

export const LoginHistoryEntrySchema = z.object({
  at: text(),
  ip: text(),
  loginType: text(),
  userAgent: text().nullable(),
});
export const LoginHistorySchema = z.object({ list: z.array(LoginHistoryEntrySchema) });

/** Published key for sealed payloads (spec §7 "encrypted"). */
export const PublicKeySchema = z.object({
  keyId: text(),
  algorithm: z.literal(SEALED_ALGORITHM),
  /** SPKI, base64. */
  publicKey: text(),
});
