import { successEnvelopeSchema } from '@platform/contract/envelope';
import { OPS_PATHS } from '@platform/contract/paths';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';

const ProbeSchema = successEnvelopeSchema(z.object({ status: z.literal('ok') }));

export function registerOpsRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    OPS_PATHS.health,
    { schema: { tags: ['ops'], summary: 'The process is up', response: { 200: ProbeSchema } } },
    async (_request, reply) => {
      // Another line's line-detection page times this probe (a no-cors request): the browser
      // drops the answer under the site's same-origin resource policy, so this one is shareable.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return ok({ status: 'ok' as const });
    },
  );

  app.get(
    OPS_PATHS.ready,
    {
      schema: {
        tags: ['ops'],
        summary: 'The database answers and the node is not draining',
        response: { 200: ProbeSchema },
      },
    },
    async (request) => {
      if (ctx.isShuttingDown()) throw new AppError('SERVICE_UNAVAILABLE', 'Shutting down');
      try {
        await ctx.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unreachable');
      }
      return ok({ status: 'ok' as const });
    },
  );

  if (ctx.config.PUBLIC_OPS_ENDPOINTS) registerMetricsRoute(app, ctx.metrics);
}

/** Prometheus metrics: on the public listener outside production, else on the ops listener only. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Registry): void {
  app.get(
    OPS_PATHS.metrics,
    { schema: { tags: ['ops'], summary: 'Prometheus metrics', hide: true } },
    async (_request, reply) => {
      reply.type(metrics.contentType);
      return metrics.metrics();
    },
  );
}
