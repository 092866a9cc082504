import { COUNTRY_DIALING_CODES } from '@platform/contract/account-constants';
import {
  AffiliateQuerySchema,
  AffiliateResultSchema,
  ChangePasswordSchema,
  ForgotPasswordEmailSchema,
  FreePlayLoginSchema,
  HandoffSessionSchema,
  IdentityLoginSchema,
  type LoginResult,
  LoginResultSchema,
  LoginSchema,
  LoginV2Schema,
  MemberIconSchema,
  MemberInfoSchema,
  RedeemHandoffSchema,
  RegisterSchema,
  RegisterSettingsSchema,
  ResetPasswordByPhoneSchema,
  SendSmsResultSchema,
  SendSmsSchema,
  SessionHandoffSchema,
  UpdateLanguageSchema,
} from '@platform/contract/accounts';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import { API_PATHS } from '@platform/contract/paths';
import { RegisterFieldRuleSchema } from '@platform/contract/system';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { deviceIdOf } from '../../http/device-id.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../http/site-context.ts';
import { enabledModules, loadSiteSettings } from '../system/system.service.ts';
import { sendSmsCode, solveSmsCaptcha } from '../verification/verification.service.ts';
import { type AccountFailure, accountError } from './account-errors.ts';
import { loadAccountPolicy } from './account-policy.service.ts';
import type { MerchantScope, RequestOrigin } from './accounts.deps.ts';
import { loginWithPassword, loginWithSms } from './login.service.ts';
import {
  findAgentByAffiliateCode,
  findMemberById,
  findMemberByMobile,
  toMemberInfo,
} from './members.service.ts';
import { loginFreePlay, loginWithIdentity } from './other-logins.service.ts';
import { changePassword, resetPasswordByEmail, resetPasswordByPhone } from './password.service.ts';
import { normalizePhone } from './phone.ts';
import { defaultDialingCode, registerMember, registerRules } from './register.service.ts';
import { setMemberIcon, setMemberLanguage } from './security-center.service.ts';
import { issueHandoff, redeemHandoff } from './session-handoff.service.ts';
import { revokeSession } from './sessions.service.ts';

const Done = successEnvelopeSchema(z.null());

/** The merchant of the request with its settings, switched-on modules and account policy. */
export async function scopeOf(ctx: AppContext, request: FastifyRequest): Promise<MerchantScope> {
  const merchant = await requireMerchant(ctx.merchants, request);
  const [site, policy] = await Promise.all([
    loadSiteSettings(ctx.system, merchant.id),
    loadAccountPolicy(ctx.accounts, merchant.id),
  ]);
  return { merchant, site, modules: enabledModules(site), policy };
}

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'], deviceId: deviceIdOf(request) };
}

function loginAnswer(outcome: { ok: true; result: LoginResult } | ({ ok: false } & AccountFailure)) {
  if (!outcome.ok) throw accountError(outcome);
  return ok(outcome.result);
}

export function registerAccountRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = ctx.accounts;
  const LoginAnswer = { 200: successEnvelopeSchema(LoginResultSchema) };

  app.post(
    API_PATHS.login,
    {
      config: { sealed: true },
      schema: {
        tags: ['session'],
        summary: 'Login by account and password (spec §7, encrypted)',
        body: LoginSchema,
        response: LoginAnswer,
      },
    },
    async (request) => {
      const { body } = request;
      const outcome = await loginWithPassword(deps, await scopeOf(ctx, request), {
        username: body.username,
        password: body.password,
        loginPage: body.loginPage ?? 'site',
        captchaKey: body.captchaKey,
        captcha: body.captcha,
        extraVerification: body.extraVerification,
        origin: originOf(request),
      });
      return loginAnswer(outcome);
    },
  );

  app.post(
    API_PATHS.loginV2,
    {
      config: { sealed: true },
      schema: {
        tags: ['session'],
        summary: 'Login v2: type username (with captcha) or sms (mobile and SMS code)',
        body: LoginV2Schema,
        response: LoginAnswer,
      },
    },
    async (request) => {
      const { body } = request;
      const scope = await scopeOf(ctx, request);
      const loginPage = body.loginPage ?? 'site';
      if (body.type === 'sms') {
        if (!body.mobileNum || !body.verificationCode)
          throw accountError({
            code: 'VALIDATION_ERROR',
            fields: missing(body, ['mobileNum', 'verificationCode']),
          });
        return loginAnswer(
          await loginWithSms(deps, scope, {
            mobileNum: body.mobileNum,
            countryDialingCode: body.countryDialingCode ?? defaultDialingCode(scope),
            verificationCode: body.verificationCode,
            loginPage,
            origin: originOf(request),
          }),
        );
      }
      if (!body.username || !body.password)
        throw accountError(
          { code: 'VALIDATION_ERROR', fields: missing(body, ['username', 'password']) },
          'Please enter the username and password',
        );
      return loginAnswer(
        await loginWithPassword(deps, scope, {
          username: body.username,
          password: body.password,
          loginPage,
          captchaKey: body.captchaKey,
          captcha: body.captcha,
          extraVerification: body.extraVerification,
          origin: originOf(request),
        }),
      );
    },
  );

  app.post(
    API_PATHS.freePlayLogin,
    {
      schema: {
        tags: ['session'],
        summary: 'Free play: log in as a new trial member (type 4)',
        body: FreePlayLoginSchema.optional(),
        response: LoginAnswer,
      },
    },
    async (request) =>
      loginAnswer(await loginFreePlay(deps, await scopeOf(ctx, request), { origin: originOf(request) })),
  );

  app.post(
    API_PATHS.identityLogin,
    {
      schema: {
        tags: ['session'],
        summary: 'Third-party sign-in with a Google, Facebook or Firebase phone ID token',
        body: IdentityLoginSchema,
        response: LoginAnswer,
      },
    },
    async (request) => {
      const { body } = request;
      const scope = await scopeOf(ctx, request);
      const upline = body.affiliateCode
        ? await findAgentByAffiliateCode(deps.db, scope.merchant.id, body.affiliateCode)
        : null;
      return loginAnswer(
        await loginWithIdentity(deps, scope, {
          channel: body.firebaseChannel,
          idToken: body.firebaseIdToken,
          affiliateUplineId: upline?.id ?? null,
          registerUrl: body.registerUrl,
          domain: body.domain,
          loginPage: 'site',
          origin: originOf(request),
        }),
      );
    },
  );

  app.delete(
    API_PATHS.logout,
    {
      schema: {
        tags: ['session'],
        summary: 'Logout: the token is revoked on the server',
        response: { 200: Done },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request, { allowTrial: true, duringPasswordChange: true });
      await revokeSession(deps, caller.sessionId);
      return ok(null);
    },
  );

  app.post(
    API_PATHS.sessionHandoff,
    {
      schema: {
        tags: ['session'],
        summary:
          'A one-time code, valid 2 minutes, that signs another device in as the caller (the iOS download QR code)',
        response: { 200: successEnvelopeSchema(SessionHandoffSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request, { allowTrial: true });
      return ok(await issueHandoff(deps, caller));
    },
  );

  app.post(
    API_PATHS.sessionHandoffRedeem,
    {
      schema: {
        tags: ['session'],
        summary:
          'Trades a handoff code for a new session of its member on this device; the code is then used up',
        body: RedeemHandoffSchema,
        response: { 200: successEnvelopeSchema(HandoffSessionSchema) },
      },
    },
    async (request) => {
      const merchant = await requireMerchant(ctx.merchants, request);
      const outcome = await redeemHandoff(deps, {
        code: request.body.code,
        merchantId: merchant.id,
        origin: originOf(request),
      });
      if (!outcome.ok) throw accountError(outcome);
      return ok({ token: outcome.token });
    },
  );

  app.get(
    API_PATHS.memberInfo,
    {
      schema: {
        tags: ['member'],
        summary: 'Member info of the caller (spec §3)',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(MemberInfoSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request, { allowTrial: true, duringPasswordChange: true });
      const scope = await scopeOf(ctx, request);
      const member = await findMemberById(deps.db, caller.merchantId, caller.memberId);
      if (!member || member.merchantId !== scope.merchant.id)
        throw accountError({ code: 'UNAUTHORIZED' }, 'You are not logged in, please login');
      return ok(toMemberInfo(member, scope.merchant));
    },
  );

  app.post(
    API_PATHS.memberIcon,
    {
      schema: {
        tags: ['member'],
        summary: 'Choose the avatar icon',
        body: MemberIconSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      await setMemberIcon(deps, caller.memberId, request.body.icon);
      return ok(null);
    },
  );

  app.put(
    API_PATHS.memberLanguage,
    {
      schema: {
        tags: ['member'],
        summary: 'Store the language the site starts in for the caller (spec §7 getUpdateLanguage)',
        body: UpdateLanguageSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      const outcome = await setMemberLanguage(deps, await scopeOf(ctx, request), {
        memberId: caller.memberId,
        language: request.body.language,
      });
      if (!outcome.ok) throw accountError(outcome);
      return ok(null);
    },
  );

  for (const [path, mode] of [
    [API_PATHS.register, 'username'],
    [API_PATHS.registerMobile, 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        config: { sealed: true },
        schema: {
          tags: ['member'],
          summary:
            mode === 'username'
              ? 'Register by username (encrypted)'
              : 'Register by mobile number with SMS code (encrypted)',
          body: RegisterSchema,
          response: { 201: successEnvelopeSchema(LoginResultSchema) },
        },
      },
      async (request, reply) => {
        const outcome = await registerMember(deps, await scopeOf(ctx, request), {
          body: request.body,
          mode,
          origin: originOf(request),
        });
        if (!outcome.ok) throw accountError(outcome);
        return reply.status(201).send(ok(outcome.result));
      },
    );
  }

  app.post(
    API_PATHS.changePassword,
    {
      config: { sealed: true },
      schema: {
        tags: ['member'],
        summary: 'Change the password; every session ends and a new token is answered',
        body: ChangePasswordSchema,
        response: LoginAnswer,
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request, { duringPasswordChange: true });
      const outcome = await changePassword(deps, await scopeOf(ctx, request), {
        memberId: caller.memberId,
        oldPassword: request.body.oldPassword,
        newPassword: request.body.newPassword,
        confirmNewPassword: request.body.confirmNewPassword,
        origin: originOf(request),
      });
      if (!outcome.ok) throw accountError(outcome);
      return ok({
        token: outcome.token,
        firstTimeLogin: false,
        passwordExpired: false,
        passwordIsDefault: false,
      });
    },
  );

  app.post(
    API_PATHS.forgotPasswordEmail,
    {
      schema: {
        tags: ['member'],
        summary: 'Forgot password: a temporary password is e-mailed (form-encoded)',
        body: ForgotPasswordEmailSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const outcome = await resetPasswordByEmail(deps, await scopeOf(ctx, request), {
        ...request.body,
        ip: request.ip,
      });
      if (!outcome.ok) throw accountError(outcome);
      return ok(null);
    },
  );

  app.post(
    API_PATHS.resetPasswordByPhone,
    {
      config: { sealed: true },
      schema: {
        tags: ['member'],
        summary: 'Set a new password with an SMS code; logs the member in',
        body: ResetPasswordByPhoneSchema,
        response: LoginAnswer,
      },
    },
    async (request) => {
      const { body } = request;
      const scope = await scopeOf(ctx, request);
      return loginAnswer(
        await resetPasswordByPhone(deps, scope, {
          mobileNum: body.mobileNum,
          countryDialingCode: body.countryDialingCode ?? defaultDialingCode(scope),
          verificationCode: body.verificationCode,
          newPassword: body.newPassword,
          confirmNewPassword: body.confirmNewPassword,
          origin: originOf(request),
        }),
      );
    },
  );

  app.post(
    API_PATHS.smsNoLogin,
    {
      schema: {
        tags: ['verification'],
        summary: 'Send an SMS code to register, log in or reset the password (spec §7)',
        body: SendSmsSchema,
        response: { 200: successEnvelopeSchema(SendSmsResultSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const scope = await scopeOf(ctx, request);
      const purpose = body.purpose ?? 'REGISTER';
      const flag = {
        REGISTER: 'MOBILENUMREG3',
        LOGIN: 'MOBILEVERCODELOGIN3',
        RESET_PASSWORD: 'CHNGPASSVERIF3',
      }[purpose as 'REGISTER' | 'LOGIN' | 'RESET_PASSWORD'];
      if (!flag)
        throw accountError({
          code: 'VALIDATION_ERROR',
          fields: [{ field: 'body.purpose', message: 'Not allowed without login' }],
        });
      if (!scope.modules.has(flag)) throw accountError({ code: 'FEATURE_DISABLED' });
      // Before any look-up, so neither paid messages nor "who is registered" come without a human check.
      const human = await solveSmsCaptcha(deps.verification, {
        merchantId: scope.merchant.id,
        captchaKey: body.captchaKey,
        captcha: body.captcha,
        ip: request.ip,
      });
      if (!human.ok) throw accountError(human);
      const raw = body.mobileNum ?? body.mobileNo;
      if (!raw) {
        // The envelope's message is the code's; the spec's words for a missing number stay on the field.
        const fields = [
          { field: 'body.mobileNum', message: 'Please enter a valid phone number.', key: 'mobile_invalid' },
        ];
        throw accountError({ code: 'PHONE_INVALID', fields });
      }
      const phone = normalizePhone(body.countryDialingCode ?? defaultDialingCode(scope), raw);
      if (!phone) throw accountError({ code: 'PHONE_INVALID' });
      const owner = await findMemberByMobile(deps.db, scope.merchant.id, phone.dialingCode, phone.mobileNum);
      if (purpose === 'REGISTER' && owner) throw accountError({ code: 'MOBILE_TAKEN' });
      if (purpose !== 'REGISTER' && !owner)
        throw accountError({ code: 'ACCOUNT_NOT_FOUND' }, 'Please Register An Account First');
      const sent = await sendSmsCode(deps.verification, {
        merchantId: scope.merchant.id,
        dialingCode: phone.dialingCode,
        mobileNum: phone.mobileNum,
        purpose,
        ip: request.ip,
        expiredMinutes: scope.policy.smsExpiredMinutes,
        gate: human.gate,
      });
      if (!sent.ok) throw accountError(sent);
      return ok({ expiredMinutes: sent.expiredMinutes });
    },
  );

  app.get(
    API_PATHS.affiliate,
    {
      schema: {
        tags: ['member'],
        summary: 'Check an invitation (affiliate) code',
        querystring: AffiliateQuerySchema,
        response: { 200: successEnvelopeSchema(AffiliateResultSchema) },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx, request);
      const agent = await findAgentByAffiliateCode(deps.db, scope.merchant.id, request.query.code);
      return ok({ valid: agent !== null, code: request.query.code });
    },
  );

  app.get(
    API_PATHS.registerSettings,
    {
      schema: {
        tags: ['system'],
        summary: 'Which ways to register and log in are on, and what the form needs',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(RegisterSettingsSchema) },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx, request);
      const { modules, policy } = scope;
      const countries = (policy.countries.length ? policy.countries : ['MY'])
        .filter((code) => COUNTRY_DIALING_CODES[code])
        .map((code) => ({ countryCode: code, countryDialingCode: COUNTRY_DIALING_CODES[code] ?? '' }));
      return ok({
        usernameRegistration: modules.has('USERNAMEREG3'),
        mobileRegistration: modules.has('MOBILENUMREG3'),
        mobilePasswordRegistration: modules.has('MOBILENUMPASSREG3'),
        smsVerification: modules.has('REGMOBVERF3'),
        smsLogin: modules.has('MOBILEVERCODELOGIN3'),
        freePlay: modules.has('FREEPLAY3'),
        phonePasswordReset: modules.has('CHNGPASSVERIF3'),
        captchaOnRegister: policy.captchaOnRegister,
        minimumAge: scope.merchant.minimumAge,
        countries,
        defaultCountryCode: countries[0]?.countryCode ?? 'MY',
        identityProviders: deps.identity
          .channels()
          .filter((channel) => policy.identityProviders.includes(channel)),
        encryptionRequired: ctx.config.PAYLOAD_ENCRYPTION === 'required',
      });
    },
  );

  app.get(
    API_PATHS.registerRules,
    {
      schema: {
        tags: ['system'],
        summary: 'Register field rules (spec §5), the same ones the server enforces',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(z.record(z.string(), RegisterFieldRuleSchema)) },
      },
    },
    async (request) => ok(registerRules(await scopeOf(ctx, request))),
  );
}

function missing(body: Record<string, unknown>, names: string[]) {
  return names
    .filter((name) => !body[name])
    .map((name) => ({ field: `body.${name}`, key: 'required', message: 'Input cannot be empty' }));
}
