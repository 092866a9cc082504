// One step of the request pipeline, alone on bare Fastify: bench/http.mjs starts this app once per
// step (HTTP_STEPS names the steps, comma-separated; "none" is bare Fastify with the same route
// and answer) to measure what each of the server's per-request hooks costs. The steps register
// the server's own modules, as app.ts does, so what is measured is what production runs.
import { generateKeyPairSync } from 'node:crypto';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { LangQuerySchema } from '@platform/contract/i18n';
import { API_PATHS } from '@platform/contract/paths';
import { SystemStatusSchema } from '@platform/contract/system';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerCompression } from '../apps/server/src/http/compression.ts';
import { preRoutingErrorOptions, registerErrorHandling } from '../apps/server/src/http/error-handler.ts';
import { lazyChildLogger } from '../apps/server/src/http/lazy-child-logger.ts';
import { registerMetrics } from '../apps/server/src/http/metrics.ts';
import { requestIdFor } from '../apps/server/src/http/request-id.ts';
import { loadPayloadKeys, registerSealedBodies } from '../apps/server/src/http/sealed-body.ts';
import { registerSecurity } from '../apps/server/src/http/security.ts';
import { createSerializerCompiler } from '../apps/server/src/http/serializer.ts';
import { registerStorableHeaders } from '../apps/server/src/http/storable-headers.ts';
import { createRateLimiter } from '../apps/server/src/modules/verification/rate-limiter.ts';

/** Each step: the Fastify options it sets, and what it registers, as app.ts does in production. */
interface Step {
  options?: FastifyServerOptions;
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** The route carries its contract schemas (validation and serialization need them). */
  schemas?: 'querystring' | 'response';
}

const STEPS: Record<string, Step> = {
  'request id': { options: { genReqId: requestIdFor } },
  logger: {
    options: {
      logger: { level: 'warn' },
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: lazyChildLogger,
    },
  },
  'error envelope': {
    options: preRoutingErrorOptions,
    register: (app) => registerErrorHandling(app),
  },
  'storable headers': { register: (app) => registerStorableHeaders(app) },
  'sealed bodies': {
    register: async (app) => {
      const privateKey = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      }).privateKey;
      const keys = await loadPayloadKeys({ PAYLOAD_PRIVATE_KEY: privateKey, DATA_DIR: '.' });
      const limiter = createRateLimiter({ REDIS_URL: undefined });
      app.addHook('onClose', () => limiter.close());
      registerSealedBodies(app, { keys, required: false, limiter, now: () => new Date() });
    },
  },
  'security headers': {
    register: (app) =>
      registerSecurity(app, {
        imageUrls: ['/images'],
        loadFrameOrigins: async () => [],
        loadLineOrigins: async () => [],
        loadSiteSources: async () => ({ imageCdns: [], analytics: false }),
        frameOriginsTtlMs: 2000,
        onFrameOriginsError: () => {},
      }),
  },
  compression: { register: (app) => registerCompression(app) },
  metrics: {
    register: (app) => {
      registerMetrics(app, { poolStats: () => ({ total: 1, idle: 1, waiting: 0 }) });
    },
  },
  'query validation': {
    register: (app) => {
      app.setValidatorCompiler(validatorCompiler);
    },
    schemas: 'querystring',
  },
  'compiled serialization': {
    // Production's compiler (fast-json-stringify from the contract's zod schema).
    register: (app) => {
      app.setSerializerCompiler(createSerializerCompiler(false));
    },
    schemas: 'response',
  },
};

/** The step names bench/http.mjs measures one at a time, in app.ts's order. */
export const STEP_NAMES = Object.keys(STEPS);

async function start(): Promise<void> {
  const asked = (process.env.HTTP_STEPS ?? 'none').split(',').filter((name) => name !== 'none');
  const steps = asked.map((name) => {
    const step = STEPS[name];
    if (!step) throw new Error(`unknown step "${name}"; known: ${STEP_NAMES.join(', ')}`);
    return step;
  });
  const options: FastifyServerOptions = Object.assign(
    { logger: false },
    ...steps.map((step) => step.options ?? {}),
  );
  const app = Fastify(options) as unknown as FastifyInstance;
  for (const step of steps) await step.register?.(app);
  const schemas = new Set(steps.map((step) => step.schemas));
  const body = JSON.parse(process.env.BENCH_BODY ?? '{}');
  app.get(
    API_PATHS.systemStatus,
    {
      schema: {
        ...(schemas.has('querystring') ? { querystring: LangQuerySchema } : {}),
        ...(schemas.has('response') ? { response: { 200: successEnvelopeSchema(SystemStatusSchema) } } : {}),
      },
    },
    async () => body,
  );
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

if (process.env.HTTP_STEPS !== undefined) await start();
