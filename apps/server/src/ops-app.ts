import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { OPS_PATHS } from '@platform/contract/paths';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { errorEnvelope, preRoutingErrorOptions, registerErrorHandling } from './http/error-handler.ts';
import { registerMetricsRoute } from './modules/ops/ops.routes.ts';

export interface OpsAppDeps {
  /** The main app's metrics registry: this listener only reads it. */
  metrics: Registry;
  /** The main app's OpenAPI document (`app.swagger()` once it is ready). */
  openapi: ReturnType<FastifyInstance['swagger']>;
  logger: FastifyBaseLogger;
}

/**
 * The operations listener (OPS_HOST:OPS_PORT): Prometheus metrics and the API docs, apart from
 * the public site. Production serves them here only, so no visitor can read the route map or the
 * process figures; a scraper needs no operator session (those expire and ask for TOTP).
 */
export async function buildOpsApp(deps: OpsAppDeps): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: deps.logger, ...preRoutingErrorOptions });
  // Its refusals are the envelope too, like the public listener's.
  registerErrorHandling(app);
  app.setNotFoundHandler((request, reply) => reply.status(404).send(errorEnvelope(request, 'NOT_FOUND')));
  await app.register(fastifySwagger, {
    mode: 'static',
    // The main app generates OpenAPI 3 (fastify-type-provider-zod); the static mode's type is narrower.
    specification: { document: deps.openapi as StaticDocumentSpec['document'] },
  });
  await app.register(fastifySwaggerUi, { routePrefix: OPS_PATHS.docs });
  registerMetricsRoute(app, deps.metrics);
  return app;
}
