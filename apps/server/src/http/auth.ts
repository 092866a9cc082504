import { isAgentType, TRIAL_TYPE } from '@platform/contract/account-constants';
import type { FastifyRequest } from 'fastify';
import {
  authenticateToken,
  type SessionCaller,
  type SessionDeps,
} from '../modules/accounts/sessions.service.ts';
import { AppError } from './app-error.ts';

/** A logged-in player, trial player or agent (DESIGN §4 roles). */
export interface Caller extends SessionCaller {
  isAgent: boolean;
  isTrial: boolean;
}

const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || header.length > 200) return null;
  const match = /^Bearer ([A-Za-z0-9_-]+)$/.exec(header);
  return match?.[1] ?? null;
}

/** The caller of this request, or null for a visitor; looked up once per request. */
export function authenticate(deps: SessionDeps, request: FastifyRequest): Promise<Caller | null> {
  let pending = callers.get(request);
  if (!pending) {
    const token = bearerToken(request);
    pending = token
      ? authenticateToken(deps, token).then((session) =>
          session
            ? { ...session, isAgent: isAgentType(session.type), isTrial: session.type === TRIAL_TYPE }
            : null,
        )
      : Promise.resolve(null);
    callers.set(request, pending);
  }
  return pending;
}

export interface CallerRequirement {
  /** Trial members may call this (browsing, trying games); otherwise they get in_need_true_account. */
  allowTrial?: boolean;
  agentOnly?: boolean;
  /** Reachable while a forced password change is pending (the change itself, member info, logout). */
  duringPasswordChange?: boolean;
}

/**
 * The caller, or the answer the spec gives: 401 without a live session, TRIAL_ACCOUNT for a trial
 * member reaching for a real account's feature, NOT_AGENT for agent features, and
 * PASSWORD_CHANGE_REQUIRED while the default or expired password has not been changed.
 */
export async function requireCaller(
  deps: SessionDeps,
  request: FastifyRequest,
  requirement: CallerRequirement = {},
): Promise<Caller> {
  const caller = await authenticate(deps, request);
  if (!caller) throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
  if (caller.isTrial && !requirement.allowTrial)
    throw new AppError('TRIAL_ACCOUNT', 'Please Register An Account First');
  if (requirement.agentOnly && !caller.isAgent) throw new AppError('NOT_AGENT', 'Non-agents cannot log in');
  if (caller.mustChangePassword && !requirement.duringPasswordChange)
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password first');
  return caller;
}

/**
 * Object-level check for every service that touches a member's data: anything not the caller's own
 * answers 404, so ids of other members cannot even be probed.
 */
export function assertOwnMember(caller: Caller, ownerMemberId: number): void {
  if (caller.memberId !== ownerMemberId) throw new AppError('NOT_FOUND', 'Not found');
}
