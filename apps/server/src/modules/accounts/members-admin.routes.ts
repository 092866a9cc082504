import { successEnvelopeSchema } from '@platform/contract/envelope';
import { MemberAccessSchema, MemberIdParamsSchema } from '@platform/contract/members-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { endMemberSessions, lockMember, unlockMember } from './members-admin.service.ts';

const tags = ['operator members'];

const ACTIONS = [
  {
    path: 'lock',
    summary: 'Locks a member out and ends every session, closing their sockets on every node (audited)',
    act: lockMember,
  },
  { path: 'unlock', summary: 'Lets a locked member log in again (audited)', act: unlockMember },
  {
    path: 'end-sessions',
    summary: 'Ends every session of a member, closing their sockets on every node (audited)',
    act: endMemberSessions,
  },
] as const;

/** The operator's actions on a member's access (members.write). */
export function registerMemberAdminRoutes(app: ZodApp, ctx: AppContext): void {
  for (const action of ACTIONS) {
    app.post(
      `${ADMIN_PATHS.members}/:id/${action.path}`,
      {
        schema: {
          tags,
          summary: action.summary,
          params: MemberIdParamsSchema,
          response: { 200: successEnvelopeSchema(MemberAccessSchema) },
        },
      },
      async (request) => {
        const caller = await requireOperator(ctx, request, 'members.write');
        const result = await action.act(ctx.accounts, {
          actor: auditActorOf(caller, request),
          memberId: request.params.id,
        });
        if (!result.ok) throw new AppError('NOT_FOUND', 'No such member');
        return ok(result.member);
      },
    );
  }
}
