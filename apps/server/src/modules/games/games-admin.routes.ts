import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  AdminGameListQuerySchema,
  AdminGameListSchema,
  AdminVendorPatchSchema,
  AdminVendorSchema,
  AdminVendorsSchema,
  GameFeedSchema,
  GameHiddenChangeSchema,
  GameImportResultSchema,
  NodeIdParamsSchema,
  VendorCodeParamsSchema,
} from '@platform/contract/games';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withAudit } from '../operators/operators.service.ts';
import { type ImportOutcome, importGameFeed } from './catalog-import.service.ts';
import { listAdminGames } from './games-admin.service.ts';
import { listAdminVendors, setGameHidden, updateAdminVendor } from './vendors-admin.service.ts';

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
      // A vendor's categories follow its games: every merchant's menu may change.
      ctx.caches.clear('game-vendors');
      return ok(outcome.result);
    },
  );

  app.get(
    ADMIN_PATHS.gameVendors,
    {
      schema: {
        tags: ['operator settings'],
        summary: "Every vendor with this merchant's choice: offered, order, maintenance window",
        response: { 200: successEnvelopeSchema(AdminVendorsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'games.write');
      return ok({ list: await listAdminVendors(deps.db, caller.merchantId) });
    },
  );

  app.patch(
    `${ADMIN_PATHS.gameVendors}/:vassalage`,
    {
      schema: {
        tags: ['operator settings'],
        summary: 'Offer or withdraw a vendor, reorder it, or schedule its maintenance (audited)',
        params: VendorCodeParamsSchema,
        body: AdminVendorPatchSchema,
        response: { 200: successEnvelopeSchema(AdminVendorSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'games.write');
      const { vassalage } = request.params;
      const changed = await withAudit(deps, auditActorOf(caller, request), async (tx) => {
        const value = await updateAdminVendor(tx, caller.merchantId, vassalage, request.body);
        return {
          value,
          change: value
            ? {
                action: 'games.vendor.update',
                objectType: 'game_vendor',
                objectId: vassalage,
                before: value.before,
                after: value.after,
              }
            : null,
        };
      });
      if (!changed)
        throw new AppError('NOT_FOUND', 'Unknown vendor', [
          { field: 'params.vassalage', message: 'Unknown vendor' },
        ]);
      // Maintenance windows live on the vendor, shared by every merchant.
      ctx.caches.clear('game-vendors');
      return ok(changed.after);
    },
  );

  app.get(
    ADMIN_PATHS.games,
    {
      schema: {
        tags: ['operator settings'],
        summary: "Search the catalogue with this merchant's hidden flag, a page at a time",
        querystring: AdminGameListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminGameListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'games.write');
      return ok(await listAdminGames(deps.db, caller.merchantId, request.query));
    },
  );

  for (const hidden of [true, false]) {
    app.route({
      method: hidden ? 'PUT' : 'DELETE',
      url: `${ADMIN_PATHS.hiddenGames}/:nodeId`,
      schema: {
        tags: ['operator settings'],
        summary: hidden
          ? "Hide one game from this merchant's site (audited)"
          : 'Show a hidden game again (audited)',
        params: NodeIdParamsSchema,
        response: { 200: successEnvelopeSchema(GameHiddenChangeSchema) },
      },
      handler: async (request) => {
        const caller = await requireOperator(ctx, request, 'games.write');
        const { nodeId } = request.params as { nodeId: number };
        const found = await withAudit(deps, auditActorOf(caller, request), async (tx) => {
          const value = await setGameHidden(tx, caller.merchantId, nodeId, hidden);
          return {
            value,
            change: value
              ? { action: hidden ? 'games.hide' : 'games.show', objectType: 'game', objectId: String(nodeId) }
              : null,
          };
        });
        if (!found)
          throw new AppError('NOT_FOUND', 'There is no such game', [
            { field: 'params.nodeId', message: 'There is no such game' },
          ]);
        return ok({ nodeId, hidden });
      },
    });
  }
}
