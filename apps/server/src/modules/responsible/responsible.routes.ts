import { successEnvelopeSchema } from '@platform/contract/envelope';
import { API_PATHS } from '@platform/contract/paths';
import {
  ExclusionViewSchema,
  PlaySessionSchema,
  ResponsibleOverviewSchema,
  SetLimitSchema,
  SetRealityCheckSchema,
  SetSessionLimitSchema,
  TakeExclusionSchema,
} from '@platform/contract/responsible';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { depositedSince } from '../payments/deposit-usage.ts';
import { takeExclusion } from './exclusions.service.ts';
import {
  type ResponsibleDeps,
  readOverview,
  readPlaySession,
  setLimit,
  setRealityCheck,
  setSessionLimit,
} from './responsible.service.ts';

const tags = ['responsible gambling'];
const Overview = { 200: successEnvelopeSchema(ResponsibleOverviewSchema) };

export function responsibleDepsOf(ctx: AppContext): ResponsibleDeps {
  const { db, now } = ctx.accounts;
  return { db, now, depositedSince: (memberId, since) => depositedSince(db, memberId, since) };
}

/** The player's own responsible-gambling settings; every call acts on the caller alone. */
export function registerResponsibleRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = responsibleDepsOf(ctx);
  const session = ctx.accounts;
  const memberOf = async (request: Parameters<typeof requireCaller>[1]) => {
    const caller = await requireCaller(session, request);
    return { caller, member: { merchantId: caller.merchantId, memberId: caller.memberId } };
  };

  app.get(
    API_PATHS.responsible,
    {
      schema: {
        tags,
        summary: 'Limits with their use, session limit, reality checks, help',
        response: Overview,
      },
    },
    async (request) => ok(await readOverview(deps, (await memberOf(request)).member)),
  );

  app.put(
    API_PATHS.responsibleLimits,
    {
      schema: {
        tags,
        summary: 'Set, lower, raise or remove a deposit, wager or loss limit (raising waits 24 hours)',
        body: SetLimitSchema,
        response: Overview,
      },
    },
    async (request) => {
      const { member } = await memberOf(request);
      await setLimit(deps, member, request.body);
      return ok(await readOverview(deps, member));
    },
  );

  app.put(
    API_PATHS.responsibleSessionLimit,
    {
      schema: {
        tags,
        summary: 'Set the session time limit (longer or none waits 24 hours); counts from the next login',
        body: SetSessionLimitSchema,
        response: Overview,
      },
    },
    async (request) => {
      const { member } = await memberOf(request);
      await setSessionLimit(deps, member, request.body.minutes);
      return ok(await readOverview(deps, member));
    },
  );

  app.put(
    API_PATHS.responsibleRealityCheck,
    {
      schema: {
        tags,
        summary: 'Reality check interval, or null for none',
        body: SetRealityCheckSchema,
        response: Overview,
      },
    },
    async (request) => {
      const { member } = await memberOf(request);
      await setRealityCheck(deps, member, request.body.minutes);
      return ok(await readOverview(deps, member));
    },
  );

  app.post(
    API_PATHS.responsibleExclusion,
    {
      schema: {
        tags,
        summary:
          'Take a time-out or self-exclude: every session ends now; it cannot be undone before it ends',
        body: TakeExclusionSchema,
        response: { 200: successEnvelopeSchema(ExclusionViewSchema) },
      },
    },
    async (request) => {
      const { member } = await memberOf(request);
      return ok(await takeExclusion(session, { ...member, exclusion: request.body }));
    },
  );

  app.get(
    API_PATHS.responsibleSession,
    {
      schema: {
        tags,
        summary: 'This session: time, stakes and net result, next reality check',
        response: { 200: successEnvelopeSchema(PlaySessionSchema) },
      },
    },
    async (request) => {
      const { caller } = await memberOf(request);
      return ok(await readPlaySession(deps, caller));
    },
  );
}
