import { successEnvelopeSchema } from '@platform/contract/envelope';
import { RowIdParamSchema } from '@platform/contract/ids';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  RECORD_PATHS,
  type StatementQuery,
  StatementQuerySchema,
  StatementSchema,
} from '@platform/contract/records';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { findMerchantCurrency } from '../merchants/merchants.service.ts';
import { requireOperator } from '../operators/operator-auth.ts';
import type { RecordsDeps } from './records.service.ts';
import { monthlyStatement, type StatementOwner } from './statement.service.ts';
import { statementPdf } from './statement-pdf.ts';

const MemberParamsSchema = z.strictObject({ id: RowIdParamSchema });

/** The credit report: the member's own (real money only), and any player's for operators (members.read). */
export function registerStatementRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: RecordsDeps = { db: ctx.database.db, now: ctx.system.now };

  async function sendPdf(reply: FastifyReply, owner: StatementOwner, query: StatementQuery) {
    const [statement, currency] = await Promise.all([
      monthlyStatement(deps, owner, query.month),
      findMerchantCurrency(deps.db, owner.merchantId),
    ]);
    const bytes = await statementPdf({
      statement,
      language: query.language ?? 'EN',
      exponent: currency?.exponent ?? 2,
      cjkFont: ctx.config.STATEMENT_CJK_FONT,
    });
    return sendPrivateFile(reply, {
      contentType: 'application/pdf',
      bytes,
      downloadAs: `statement-${statement.account.replace(/[^A-Za-z0-9_-]/g, '')}-${statement.month}.pdf`,
    });
  }

  app.get(
    RECORD_PATHS.statement,
    {
      schema: {
        tags: ['records'],
        summary: 'Account statement (credit report): a month of my wallet, opening to closing balance',
        querystring: StatementQuerySchema,
        response: { 200: successEnvelopeSchema(StatementSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request);
      return ok(await monthlyStatement(deps, caller, request.query.month));
    },
  );

  app.get(
    RECORD_PATHS.statementPdf,
    {
      schema: {
        tags: ['records'],
        summary: "My month's account statement as a PDF file, in the asked language",
        querystring: StatementQuerySchema,
      },
    },
    async (request, reply) => sendPdf(reply, await requireCaller(ctx.accounts, request), request.query),
  );

  const operatorTags = ['operator members'];
  app.get(
    ADMIN_PATHS.memberStatement,
    {
      schema: {
        tags: operatorTags,
        summary: "A player's account statement for a month",
        params: MemberParamsSchema,
        querystring: StatementQuerySchema,
        response: { 200: successEnvelopeSchema(StatementSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      const owner = { merchantId: caller.merchantId, memberId: request.params.id };
      return ok(await monthlyStatement(deps, owner, request.query.month));
    },
  );

  app.get(
    ADMIN_PATHS.memberStatementPdf,
    {
      schema: {
        tags: operatorTags,
        summary: "A player's account statement for a month as a PDF file",
        params: MemberParamsSchema,
        querystring: StatementQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      return sendPdf(reply, { merchantId: caller.merchantId, memberId: request.params.id }, request.query);
    },
  );
}
