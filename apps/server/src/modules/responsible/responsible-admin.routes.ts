import { successEnvelopeSchema } from '@platform/contract/envelope';
import { RowIdParamSchema } from '@platform/contract/ids';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  AdminMemberResponsibleSchema,
  ExclusionListQuerySchema,
  ExclusionListSchema,
} from '@platform/contract/responsible';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../operators/operator-auth.ts';
import { responsibleDepsOf } from './responsible.routes.ts';
import { listExclusions, readMemberResponsible } from './responsible-admin.service.ts';

const tags = ['operator responsible gambling'];

/** What players set for themselves, for support and compliance staff: read-only (members.read). */
export function registerResponsibleAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = responsibleDepsOf(ctx);

  app.get(
    ADMIN_PATHS.exclusions,
    {
      schema: {
        tags,
        summary: 'Time-outs and self-exclusions of the players, newest first',
        querystring: ExclusionListQuerySchema,
        response: { 200: successEnvelopeSchema(ExclusionListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      return ok(await listExclusions(deps, caller.merchantId, request.query));
    },
  );

  app.get(
    ADMIN_PATHS.memberResponsible,
    {
      schema: {
        tags,
        summary: 'One player’s limits with their use, session settings and exclusions',
        params: z.strictObject({ id: RowIdParamSchema }),
        response: { 200: successEnvelopeSchema(AdminMemberResponsibleSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      const found = await readMemberResponsible(deps, caller.merchantId, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', 'No such player');
      return ok(found);
    },
  );
}
