import type { OperatorPermission } from '@platform/contract/operators';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type AuditActor,
  authenticateOperator,
  type OperatorCaller,
  type OperatorGuardDeps,
  type OperatorTotpDeps,
} from './operators.service.ts';
import { roleHasPermission } from './permissions.ts';

/** The operator services' dependencies, from the app context. */
export function operatorsDepsOf(ctx: AppContext): OperatorTotpDeps & OperatorGuardDeps {
  return {
    db: ctx.database.db,
    now: ctx.system.now,
    totpMandatory: ctx.config.NODE_ENV === 'production',
    secrets: ctx.secrets,
    limiter: ctx.accounts.limiter,
  };
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,100})$/;

/**
 * The operator calling an operator endpoint, holding `permission` (null: any operator). 401 without
 * a live operator token; in production, 401 TOTP_REQUIRED until the operator has set up TOTP,
 * except where `beforeTotp` lets the setup itself through; 403 without the permission.
 */
export async function requireOperator(
  ctx: AppContext,
  request: FastifyRequest,
  permission: OperatorPermission | null,
  options: { beforeTotp?: boolean } = {},
): Promise<OperatorCaller> {
  const deps = operatorsDepsOf(ctx);
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const caller = token ? await authenticateOperator(deps, token) : null;
  if (!caller) throw new AppError('UNAUTHORIZED', 'Please log in to the operator API');
  if (deps.totpMandatory && !caller.totpEnabled && !options.beforeTotp)
    throw new AppError('TOTP_REQUIRED', 'Set up two-factor authentication first');
  if (permission && !roleHasPermission(caller.role, permission))
    throw new AppError('FORBIDDEN', 'Your role does not allow this');
  return caller;
}

/** The audit actor of a request: the calling operator, the address and the request id. */
export function auditActorOf(
  caller: OperatorCaller,
  request: FastifyRequest,
): AuditActor & { operatorId: number } {
  return {
    merchantId: caller.merchantId,
    operatorId: caller.operatorId,
    ip: request.ip,
    requestId: String(request.id),
  };
}
