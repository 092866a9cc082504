import {
  BindEmailSchema,
  BindMobileSchema,
  LoginHistorySchema,
  PaymentPasswordSchema,
  SendEmailCodeSchema,
  SendSmsResultSchema,
  SmsCaptchaFields,
  TotpConfirmSchema,
  TotpSetupResultSchema,
  UpdateProfileSchema,
} from '@platform/contract/accounts';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import { API_PATHS } from '@platform/contract/paths';
import { text } from '@platform/contract/text';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { sendEmailCode, sendSmsCode, solveSmsCaptcha } from '../verification/verification.service.ts';
import { accountError } from './account-errors.ts';
import { scopeOf } from './accounts.routes.ts';
import { normalizePhone } from './phone.ts';
import { defaultDialingCode } from './register.service.ts';
import {
  beginTotpSetup,
  bindEmail,
  bindMobile,
  confirmTotp,
  listLoginHistory,
  setPaymentPassword,
  updateProfile,
} from './security-center.service.ts';

const Done = successEnvelopeSchema(z.null());
const SendMemberSmsSchema = z.strictObject({
  mobileNum: text().trim().max(20),
  countryDialingCode: text().trim().max(6).optional(),
  purpose: z.literal('BIND_MOBILE'),
  ...SmsCaptchaFields,
});

/** Security centre (spec §2 securityCenter): every call acts on the caller's own account only. */
export function registerSecurityCenterRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = ctx.accounts;
  const succeed = <T extends { ok: boolean }>(outcome: T) => {
    if (!outcome.ok) throw accountError(outcome as unknown as { code: string });
    return ok(null);
  };

  app.put(
    API_PATHS.profile,
    {
      schema: {
        tags: ['security'],
        summary: 'Nickname, and the real name once',
        body: UpdateProfileSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      return succeed(
        await updateProfile(deps, await scopeOf(ctx, request), {
          memberId: caller.memberId,
          ...request.body,
        }),
      );
    },
  );

  app.post(
    API_PATHS.sms,
    {
      schema: {
        tags: ['verification'],
        summary: 'Send an SMS code to bind a mobile number',
        body: SendMemberSmsSchema,
        response: { 200: successEnvelopeSchema(SendSmsResultSchema) },
      },
    },
    async (request) => {
      await requireCaller(deps, request);
      const scope = await scopeOf(ctx, request);
      const human = await solveSmsCaptcha(deps.verification, {
        merchantId: scope.merchant.id,
        captchaKey: request.body.captchaKey,
        captcha: request.body.captcha,
        ip: request.ip,
      });
      if (!human.ok) throw accountError(human);
      const phone = normalizePhone(
        request.body.countryDialingCode ?? defaultDialingCode(scope),
        request.body.mobileNum,
      );
      if (!phone) throw accountError({ code: 'PHONE_INVALID' });
      const sent = await sendSmsCode(deps.verification, {
        merchantId: scope.merchant.id,
        dialingCode: phone.dialingCode,
        mobileNum: phone.mobileNum,
        purpose: 'BIND_MOBILE',
        ip: request.ip,
        expiredMinutes: scope.policy.smsExpiredMinutes,
        gate: human.gate,
      });
      if (!sent.ok) throw accountError(sent);
      return ok({ expiredMinutes: sent.expiredMinutes });
    },
  );

  app.post(
    API_PATHS.bindMobile,
    {
      schema: {
        tags: ['security'],
        summary: 'Bind a mobile number proven by SMS code',
        body: BindMobileSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      const scope = await scopeOf(ctx, request);
      return succeed(
        await bindMobile(deps, scope, {
          memberId: caller.memberId,
          mobileNum: request.body.mobileNum,
          countryDialingCode: request.body.countryDialingCode ?? defaultDialingCode(scope),
          verificationCode: request.body.verificationCode,
        }),
      );
    },
  );

  app.post(
    API_PATHS.emailCode,
    {
      schema: {
        tags: ['verification'],
        summary: 'E-mail a code to bind the address',
        body: SendEmailCodeSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await requireCaller(deps, request);
      const scope = await scopeOf(ctx, request);
      const sent = await sendEmailCode(deps.verification, {
        merchantId: scope.merchant.id,
        email: request.body.email.toLowerCase(),
        purpose: 'BIND_EMAIL',
        ip: request.ip,
      });
      if (!sent.ok) throw accountError(sent);
      return ok(null);
    },
  );

  app.post(
    API_PATHS.bindEmail,
    {
      schema: {
        tags: ['security'],
        summary: 'Bind an e-mail address proven by code',
        body: BindEmailSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      return succeed(
        await bindEmail(deps, await scopeOf(ctx, request), { memberId: caller.memberId, ...request.body }),
      );
    },
  );

  app.post(
    API_PATHS.paymentPassword,
    {
      config: { sealed: true },
      schema: {
        tags: ['security'],
        summary: 'Set or change the payment password',
        body: PaymentPasswordSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      return succeed(
        await setPaymentPassword(deps, await scopeOf(ctx, request), {
          memberId: caller.memberId,
          ...request.body,
        }),
      );
    },
  );

  app.post(
    API_PATHS.totpSetup,
    {
      schema: {
        tags: ['security'],
        summary: 'Start Google Authenticator setup',
        response: { 200: successEnvelopeSchema(TotpSetupResultSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      return ok(await beginTotpSetup(deps, await scopeOf(ctx, request), caller.memberId));
    },
  );

  app.post(
    API_PATHS.totpConfirm,
    {
      schema: {
        tags: ['security'],
        summary: 'Confirm Google Authenticator with a code',
        body: TotpConfirmSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      return succeed(
        await confirmTotp(deps, await scopeOf(ctx, request), {
          memberId: caller.memberId,
          code: request.body.code,
        }),
      );
    },
  );

  app.get(
    API_PATHS.loginHistory,
    {
      schema: {
        tags: ['security'],
        summary: 'Recent logins of the caller',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(LoginHistorySchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(deps, request);
      return ok({ list: await listLoginHistory(deps, caller.memberId) });
    },
  );
}
