import {
  AGENT_TEAM_REPORT_PATHS,
  TeamBetsQuerySchema,
  TeamBetsSchema,
  TeamTransactionsQuerySchema,
  TeamTransactionsSchema,
  UserLossQuerySchema,
  UserLossSchema,
} from '@platform/contract/agent-team-reports';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { type TeamReportDeps, teamBets, teamTransactions, userLoss } from './team-reports.service.ts';

const tags = ['agent centre'];

/** Spec §2 team betting, team transaction and user loss: an agent's own downline, never another's. */
export function registerTeamReportRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: TeamReportDeps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    AGENT_TEAM_REPORT_PATHS.teamBets,
    {
      schema: {
        tags,
        summary: "Agents: my downline's rounds over days, by member, level, game category and vendor",
        querystring: TeamBetsQuerySchema,
        response: { 200: successEnvelopeSchema(TeamBetsSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await teamBets(deps, caller, request.query));
    },
  );

  app.get(
    AGENT_TEAM_REPORT_PATHS.teamTransactions,
    {
      schema: {
        tags,
        summary: "Agents: my downline's cash movements over days, by member, level and kind",
        querystring: TeamTransactionsQuerySchema,
        response: { 200: successEnvelopeSchema(TeamTransactionsSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await teamTransactions(deps, caller, request.query));
    },
  );

  app.get(
    AGENT_TEAM_REPORT_PATHS.userLoss,
    {
      schema: {
        tags,
        summary: 'Agents: the members of my downline who lost over days, biggest loss first',
        querystring: UserLossQuerySchema,
        response: { 200: successEnvelopeSchema(UserLossSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await userLoss(deps, caller, request.query));
    },
  );
}
