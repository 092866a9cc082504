import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  AdminMemberDetailSchema,
  AdminMemberLedgerQuerySchema,
  AdminMemberLedgerSchema,
  AdminMemberListQuerySchema,
  AdminMemberListSchema,
  MemberAccessSchema,
  MemberIdParamsSchema,
  MemberNoteInputSchema,
  MemberNoteListQuerySchema,
  MemberNoteListSchema,
  MemberNoteSchema,
  MemberPasswordResetSchema,
} from '@platform/contract/members-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { addMemberNote, listMemberNotes } from './member-notes.service.ts';
import {
  endMemberSessions,
  listMembers,
  lockMember,
  memberDetail,
  memberLedger,
  resetMemberPassword,
  unlockMember,
} from './members-admin.service.ts';

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

/** The operator's player search and player page (members.read), and actions on a member's access (members.write). */
export function registerMemberAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    ADMIN_PATHS.members,
    {
      schema: {
        tags,
        summary: "The player search: a page of the merchant's members by filters and sort",
        querystring: AdminMemberListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminMemberListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      return ok(await listMembers(ctx.accounts, { merchantId: caller.merchantId, ...request.query }));
    },
  );

  app.get(
    `${ADMIN_PATHS.members}/:id`,
    {
      schema: {
        tags,
        summary: 'The player page: profile, balances and newest sessions of one member',
        params: MemberIdParamsSchema,
        response: { 200: successEnvelopeSchema(AdminMemberDetailSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      const detail = await memberDetail(ctx.accounts, {
        merchantId: caller.merchantId,
        memberId: request.params.id,
      });
      if (!detail) throw new AppError('NOT_FOUND', 'No such member');
      return ok(detail);
    },
  );

  app.get(
    `${ADMIN_PATHS.members}/:id/ledger`,
    {
      schema: {
        tags,
        summary: "A member's ledger entries on every account, newest first",
        params: MemberIdParamsSchema,
        querystring: AdminMemberLedgerQuerySchema,
        response: { 200: successEnvelopeSchema(AdminMemberLedgerSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      const page = await memberLedger(ctx.accounts, {
        merchantId: caller.merchantId,
        memberId: request.params.id,
        ...request.query,
      });
      if (!page) throw new AppError('NOT_FOUND', 'No such member');
      return ok(page);
    },
  );

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

  app.post(
    `${ADMIN_PATHS.members}/:id/reset-password`,
    {
      schema: {
        tags,
        summary:
          'Gives a member a temporary password to change at the next login, ending every session (audited)',
        params: MemberIdParamsSchema,
        response: { 200: successEnvelopeSchema(MemberPasswordResetSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.write');
      const result = await resetMemberPassword(ctx.accounts, {
        actor: auditActorOf(caller, request),
        memberId: request.params.id,
      });
      if (!result.ok) throw new AppError('NOT_FOUND', 'No such member');
      return ok(result.member);
    },
  );

  app.get(
    `${ADMIN_PATHS.members}/:id/notes`,
    {
      schema: {
        tags,
        summary: "Staff notes about a member, newest first, with each note's author",
        params: MemberIdParamsSchema,
        querystring: MemberNoteListQuerySchema,
        response: { 200: successEnvelopeSchema(MemberNoteListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      const notes = await listMemberNotes(ctx.accounts, {
        merchantId: caller.merchantId,
        memberId: request.params.id,
        ...request.query,
      });
      if (!notes) throw new AppError('NOT_FOUND', 'No such member');
      return ok(notes);
    },
  );

  app.post(
    `${ADMIN_PATHS.members}/:id/notes`,
    {
      schema: {
        tags,
        summary: "Adds a note about a member under the operator's name (audited; notes are never edited)",
        params: MemberIdParamsSchema,
        body: MemberNoteInputSchema,
        response: { 200: successEnvelopeSchema(MemberNoteSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.write');
      const note = await addMemberNote(ctx.accounts, {
        actor: auditActorOf(caller, request),
        author: caller.username,
        memberId: request.params.id,
        body: request.body.body,
      });
      if (!note) throw new AppError('NOT_FOUND', 'No such member');
      return ok(note);
    },
  );
}
