import { successEnvelopeSchema } from '@platform/contract/envelope';
import { MerchantTimeZoneSchema } from '@platform/contract/jobs';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withAudit } from '../operators/operators.service.ts';
import { merchants } from './merchants.tables.ts';

const tags = ['operator settings'];

/**
 * The merchant's time zone (settings.write): where its days start, so where its daily jobs cut
 * their periods and its turnover its days. A change applies from the next period a job creates;
 * periods already run keep their keys (re-run one to recompute it).
 */
export function registerMerchantTimeZoneRoutes(app: ZodApp, ctx: AppContext): void {
  const db = ctx.database.db;
  const schema = { tags, response: { 200: successEnvelopeSchema(MerchantTimeZoneSchema) } };

  app.get(
    ADMIN_PATHS.merchantTimeZone,
    { schema: { ...schema, summary: "The merchant's IANA time zone" } },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      const [row] = await db
        .select({ timeZone: merchants.timeZone })
        .from(merchants)
        .where(eq(merchants.id, caller.merchantId));
      return ok({ timeZone: row?.timeZone ?? 'UTC' });
    },
  );

  app.put(
    ADMIN_PATHS.merchantTimeZone,
    {
      schema: {
        ...schema,
        summary: "Sets the merchant's IANA time zone, where its days start (audited)",
        body: MerchantTimeZoneSchema,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      const { timeZone } = request.body;
      await withAudit({ db, now: ctx.system.now }, auditActorOf(caller, request), async (tx) => {
        const [before] = await tx
          .select({ timeZone: merchants.timeZone })
          .from(merchants)
          .where(eq(merchants.id, caller.merchantId))
          .for('update');
        if (before?.timeZone === timeZone) return { value: null, change: null };
        await tx.update(merchants).set({ timeZone }).where(eq(merchants.id, caller.merchantId));
        return {
          value: null,
          change: {
            action: 'merchant.time_zone',
            objectType: 'merchant',
            objectId: caller.merchantId,
            before: before ?? null,
            after: { timeZone },
          },
        };
      });
      ctx.caches.clear('merchants');
      return ok({ timeZone });
    },
  );
}
