import {
  AGENT_CENTRE_PATHS,
  AgentInvitationSchema,
  CreateMemberSchema,
  TeamMemberSchema,
  TeamMembersQuerySchema,
  TeamMembersSchema,
  TeamOverviewQuerySchema,
  TeamOverviewSchema,
} from '@platform/contract/agent-centre';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { accountError } from '../accounts/account-errors.ts';
import { originOf, scopeOf } from '../accounts/accounts.routes.ts';
import { createDownlineMember } from './create-downline.service.ts';
import { agentInvitation } from './invitation.service.ts';
import { teamMembers } from './team-members.service.ts';
import { type TeamDeps, teamOverview } from './team-overview.service.ts';

const tags = ['agent centre'];

/** The agent centre (spec §2): agents read their own team, never another's, and add to it. */
export function registerAgentCentreRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: TeamDeps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    AGENT_CENTRE_PATHS.teamOverview,
    {
      schema: {
        tags,
        summary: "Agents: my team's members and money over a period, and each direct downline's subtree",
        querystring: TeamOverviewQuerySchema,
        response: { 200: successEnvelopeSchema(TeamOverviewSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await teamOverview(deps, caller, request.query));
    },
  );

  app.get(
    AGENT_CENTRE_PATHS.teamMembers,
    {
      schema: {
        tags,
        summary:
          'Agents: one level of my tree, or my whole team searched by account, with balances and last logins',
        querystring: TeamMembersQuerySchema,
        response: { 200: successEnvelopeSchema(TeamMembersSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await teamMembers(deps.db, caller, request.query));
    },
  );

  app.get(
    AGENT_CENTRE_PATHS.invitation,
    {
      schema: {
        tags,
        summary:
          'Agents: my invitation code and the registration link carrying it (a code is given on first ask)',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(AgentInvitationSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await agentInvitation(deps.db, caller));
    },
  );

  app.post(
    AGENT_CENTRE_PATHS.createMember,
    {
      // It carries a password, like registration (spec §7 "encrypted").
      config: { sealed: true },
      schema: {
        tags,
        summary:
          'Agents: create a player, or an agent of my own type, directly under me (registration rules; they change the password at first login)',
        body: CreateMemberSchema,
        response: { 201: successEnvelopeSchema(TeamMemberSchema) },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      const outcome = await createDownlineMember(ctx.accounts, await scopeOf(ctx, request), {
        caller,
        body: request.body,
        origin: originOf(request),
      });
      if (!outcome.ok) throw accountError(outcome);
      return reply.status(201).send(ok(outcome.member));
    },
  );
}
