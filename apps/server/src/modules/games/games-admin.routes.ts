import { successEnvelopeSchema } from '@platform/contract/envelope';
import { GameFeedSchema, GameImportResultSchema } from '@platform/contract/games';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withAudit } from '../operators/operators.service.ts';
import { type ImportOutcome, importGameFeed } from './catalog-import.service.ts';

/**
 * The operator API for the game catalog (games.write, audited). The catalog is shared by every
 * merchant, as the vendors are; each merchant chooses which vendors it offers.
 */
export function registerGameAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.system.now };

  app.post(
    ADMIN_PATHS.gamesImport,
    {
      // A whole vendor's list: 20,000 games are several megabytes of JSON.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['operator settings'],
        summary: "Import a vendor's game feed: upsert by gameId, disable games it no longer lists (audited)",
        body: GameFeedSchema,
        response: { 200: successEnvelopeSchema(GameImportResultSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'games.write');
      const feed = request.body;
      const outcome = await withAudit<ImportOutcome>(deps, auditActorOf(caller, request), async (tx) => {
        const value = await importGameFeed(tx, feed, deps.now());
        return {
          value,
          change: value.ok
            ? {
                action: 'games.import',
                objectType: 'game_vendor',
                objectId: feed.vendor,
                after: value.result,
              }
            : null,
        };
      });
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message, outcome.fields);
      return ok(outcome.result);
    },
  );
}
