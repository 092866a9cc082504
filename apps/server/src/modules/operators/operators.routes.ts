import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  AuditLogQuerySchema,
  AuditLogSchema,
  CreateOperatorSchema,
  OperatorIdParamsSchema,
  OperatorListQuerySchema,
  OperatorListSchema,
  OperatorLoginResultSchema,
  OperatorLoginSchema,
  OperatorMeSchema,
  OperatorSchema,
  OperatorTotpConfirmSchema,
  OperatorTotpSetupResultSchema,
  UpdateOperatorSchema,
} from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../http/site-context.ts';
import { secretRefusedError } from '../verification/secret-guard.ts';
import { auditActorOf, operatorsDepsOf, requireOperator } from './operator-auth.ts';
import {
  beginTotpSetup,
  confirmTotp,
  createOperator,
  listAuditLog,
  listOperators,
  loginOperator,
  logoutOperator,
  profileOf,
  updateOperator,
} from './operators.service.ts';

const tags = ['operators'];
const TOTP_INVALID = () =>
  new AppError('VERIFICATION_CODE_INVALID', 'The authenticator code is wrong or used');

/** Staff login, sessions, authenticator setup, staff management and the audit log (operator API). */
export function registerOperatorRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = operatorsDepsOf(ctx);

  app.post(
    ADMIN_PATHS.login,
    {
      schema: {
        tags,
        summary: 'Operator login: username, password and, once set up, the authenticator code',
        body: OperatorLoginSchema,
        response: { 200: successEnvelopeSchema(OperatorLoginResultSchema) },
      },
    },
    async (request) => {
      const merchant = await requireMerchant(ctx.merchants, request);
      const result = await loginOperator(deps, {
        merchantId: merchant.id,
        ...request.body,
        ip: request.ip,
        requestId: String(request.id),
      });
      if (result.ok) return ok({ token: result.token, operator: result.operator });
      switch (result.code) {
        case 'LOCKED':
          throw secretRefusedError({
            ok: false,
            code: 'RATE_LIMITED',
            retryAfterSeconds: result.retryAfterSeconds,
          });
        case 'ACCOUNT_DISABLED':
          throw new AppError('ACCOUNT_DISABLED', 'This operator account is disabled');
        case 'TOTP_REQUIRED':
          throw new AppError('TOTP_REQUIRED', 'Enter the code from your authenticator app');
        case 'TOTP_INVALID':
          throw TOTP_INVALID();
        default:
          throw new AppError('INVALID_CREDENTIALS', 'Wrong username or password');
      }
    },
  );

  app.delete(
    ADMIN_PATHS.logout,
    {
      schema: {
        tags,
        summary: 'Ends the calling session',
        response: { 200: successEnvelopeSchema(z.object({ loggedOut: z.literal(true) })) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, null, { beforeTotp: true });
      await logoutOperator(deps, { actor: auditActorOf(caller, request), sessionId: caller.sessionId });
      return ok({ loggedOut: true as const });
    },
  );

  app.get(
    ADMIN_PATHS.me,
    {
      schema: {
        tags,
        summary: 'The calling operator and its permissions',
        response: { 200: successEnvelopeSchema(OperatorMeSchema) },
      },
    },
    async (request) => ok(profileOf(deps, await requireOperator(ctx, request, null, { beforeTotp: true }))),
  );

  app.post(
    ADMIN_PATHS.totpSetup,
    {
      schema: {
        tags,
        summary: 'Starts authenticator setup: a new secret and its otpauth:// address',
        response: { 200: successEnvelopeSchema(OperatorTotpSetupResultSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, null, { beforeTotp: true });
      const merchant = await requireMerchant(ctx.merchants, request);
      const result = await beginTotpSetup(deps, {
        actor: auditActorOf(caller, request),
        issuer: `${merchant.brandName} back office`,
      });
      if (!result.ok) throw new AppError('ALREADY_SET', 'The authenticator is already set up');
      return ok({ secret: result.secret, otpauthUrl: result.otpauthUrl });
    },
  );

  app.post(
    ADMIN_PATHS.totpConfirm,
    {
      schema: {
        tags,
        summary: 'Turns the authenticator on with a first code',
        body: OperatorTotpConfirmSchema,
        response: { 200: successEnvelopeSchema(OperatorMeSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, null, { beforeTotp: true });
      const result = await confirmTotp(deps, {
        actor: auditActorOf(caller, request),
        code: request.body.code,
      });
      if (result.ok) return ok(result.operator);
      if (result.code === 'RATE_LIMITED') throw secretRefusedError(result);
      if (result.code === 'ALREADY_SET')
        throw new AppError('ALREADY_SET', 'The authenticator is already set up');
      if (result.code === 'TOTP_NOT_STARTED')
        throw new AppError('CONFLICT', 'Start the authenticator setup first');
      throw TOTP_INVALID();
    },
  );

  app.get(
    ADMIN_PATHS.operators,
    {
      schema: {
        tags,
        summary: "The merchant's operators",
        querystring: OperatorListQuerySchema,
        response: { 200: successEnvelopeSchema(OperatorListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'operators.manage');
      return ok(await listOperators(deps, { merchantId: caller.merchantId, ...request.query }));
    },
  );

  app.post(
    ADMIN_PATHS.operators,
    {
      schema: {
        tags,
        summary: 'Creates an operator (audited)',
        body: CreateOperatorSchema,
        response: { 201: successEnvelopeSchema(OperatorSchema) },
      },
    },
    async (request, reply) => {
      const caller = await requireOperator(ctx, request, 'operators.manage');
      const result = await createOperator(deps, { actor: auditActorOf(caller, request), ...request.body });
      if (!result.ok) throw new AppError('ACCOUNT_TAKEN', 'This username is taken');
      return reply.status(201).send(ok(result.operator));
    },
  );

  app.patch(
    `${ADMIN_PATHS.operators}/:id`,
    {
      schema: {
        tags,
        summary: "Changes an operator's role, status (disable), password or authenticator (audited)",
        params: OperatorIdParamsSchema,
        body: UpdateOperatorSchema,
        response: { 200: successEnvelopeSchema(OperatorSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'operators.manage');
      const result = await updateOperator(deps, {
        actor: auditActorOf(caller, request),
        operatorId: request.params.id,
        changes: request.body,
      });
      if (result.ok) return ok(result.operator);
      if (result.code === 'OWN_ACCESS')
        throw new AppError('FORBIDDEN', 'You cannot change your own role or status');
      throw new AppError('NOT_FOUND', 'No such operator');
    },
  );

  app.get(
    ADMIN_PATHS.auditLog,
    {
      schema: {
        tags,
        summary: 'The audit log, newest first, with filters',
        querystring: AuditLogQuerySchema,
        response: { 200: successEnvelopeSchema(AuditLogSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'audit.read');
      return ok(await listAuditLog(deps, { merchantId: caller.merchantId, ...request.query }));
    },
  );
}
