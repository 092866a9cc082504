import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { OPS_PATHS } from '@platform/contract/paths';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { TtlCache } from './cache/ttl-cache.ts';
import type { Config } from './config.ts';
import { loadSecretBox } from './crypto/master-keys.ts';
import type { SecretBox } from './crypto/secret-box.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerCompression } from './http/compression.ts';
import { documentedTransform } from './http/documented-errors.ts';
import { preRoutingErrorOptions, registerErrorHandling } from './http/error-handler.ts';
import { registerBodyParsers } from './http/json-body.ts';
import { lazyChildLogger } from './http/lazy-child-logger.ts';
import { registerMetrics } from './http/metrics.ts';
import { requestIdFor } from './http/request-id.ts';
import { loadPayloadKeys, registerPublicKeyRoute, registerSealedBodies } from './http/sealed-body.ts';
import { registerSecurity } from './http/security.ts';
import { createSerializerCompiler } from './http/serializer.ts';
import { registerStorableHeaders } from './http/storable-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { createAppJobRunner } from './jobs/app-jobs.ts';
import { registerJobAdminRoutes } from './jobs/jobs-admin.routes.ts';
import { registerAccountPolicyRoutes } from './modules/accounts/account-policy.routes.ts';
import type { AccountPolicy } from './modules/accounts/accounts.deps.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerAgentAdminRoutes } from './modules/accounts/agents-admin.routes.ts';
import { registerMemberAdminRoutes } from './modules/accounts/members-admin.routes.ts';
import { registerSecurityCenterRoutes } from './modules/accounts/security-center.routes.ts';
import { createSessionRevocations } from './modules/accounts/session-revocations.ts';
import { registerAdjustmentRoutes } from './modules/adjustments/adjustments.routes.ts';
import { registerAgentCentreRoutes } from './modules/agents/agent-centre.routes.ts';
import { registerContractRoutes } from './modules/agents/contracts.routes.ts';
import { registerContractAdminRoutes } from './modules/agents/contracts-admin.routes.ts';
import { registerTeamReportRoutes } from './modules/agents/team-reports.routes.ts';
import { BetEvents } from './modules/bets/bet-events.ts';
import { registerBetAdminRoutes } from './modules/bets/bets-admin.routes.ts';
import { registerChatRoutes } from './modules/chat/chat-admin.routes.ts';
import { registerContentRoutes } from './modules/content/content.routes.ts';
import { registerContentAdminRoutes } from './modules/content/content-admin.routes.ts';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { registerFeedbackAdminRoutes } from './modules/feedback/feedback-admin.routes.ts';
import { registerFreeRoundRoutes } from './modules/free-rounds/free-rounds-admin.routes.ts';
import { registerGameRoutes } from './modules/games/games.routes.ts';
import { registerGameAdminRoutes } from './modules/games/games-admin.routes.ts';
import { registerMemberGameRoutes } from './modules/games/member-games.routes.ts';
import { touchRecentGame } from './modules/games/member-games.service.ts';
import type { GeoLookup } from './modules/geo/geo.service.ts';
import { createIdentityVerifier } from './modules/identity/identity.service.ts';
import { registerSandboxIdentityRoutes } from './modules/identity/sandbox-identity.routes.ts';
import { registerImageRoutes } from './modules/images/images.routes.ts';
import { registerInHouseRoutes } from './modules/in-house/in-house.routes.ts';
import { registerKycRoutes } from './modules/kyc/kyc.routes.ts';
import { registerKycAdminRoutes } from './modules/kyc/kyc-admin.routes.ts';
import { registerLotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { registerLotteryAdminRoutes } from './modules/lottery/lottery-admin.routes.ts';
import { registerMerchantTimeZoneRoutes } from './modules/merchants/merchant-time-zone.routes.ts';
import type { Merchant } from './modules/merchants/merchants.service.ts';
import { registerMessageRoutes } from './modules/messages/messages.routes.ts';
import { registerMessageAdminRoutes } from './modules/messages/messages-admin.routes.ts';
import { registerOperatorRoutes } from './modules/operators/operators.routes.ts';
import { registerOpsRoutes } from './modules/ops/ops.routes.ts';
import { registerChannelAccountAdminRoutes } from './modules/payments/channel-accounts-admin.routes.ts';
import { registerPaymentChannelAdminRoutes } from './modules/payments/channels-admin.routes.ts';
import { registerDepositRoutes } from './modules/payments/deposits.routes.ts';
import { registerDepositAdminRoutes } from './modules/payments/deposits-admin.routes.ts';
import { registerSandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes.ts';
import { registerRecordRoutes } from './modules/records/records.routes.ts';
import { registerStatementRoutes } from './modules/records/statement.routes.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { registerResponsibleRoutes } from './modules/responsible/responsible.routes.ts';
import { registerResponsibleAdminRoutes } from './modules/responsible/responsible-admin.routes.ts';
import { registerRiskAdminRoutes } from './modules/risk/risk-admin.routes.ts';
import { listGameFrameOrigins } from './modules/seamless/game-frame-origins.ts';
import { registerGameLaunchRoutes } from './modules/seamless/game-launch.routes.ts';
import { registerSeamlessWalletRoutes } from './modules/seamless/seamless.routes.ts';
import { registerVendorIntegrationAdminRoutes } from './modules/seamless/vendor-integrations-admin.routes.ts';
import { registerSupportRoutes } from './modules/support/support.routes.ts';
import { registerSupportAdminRoutes } from './modules/support/support-admin.routes.ts';
import { registerSettingsAdminRoutes } from './modules/system/settings-admin.routes.ts';
import { registerSiteConfigAdminRoutes } from './modules/system/site-config-admin.routes.ts';
import { isSiteModuleOn } from './modules/system/site-features.service.ts';
import { registerClientErrorRoute, registerSystemRoutes } from './modules/system/system.routes.ts';
import { listLineOrigins, listSiteSources, type SiteSettings } from './modules/system/system.service.ts';
import { registerTransferRoutes } from './modules/transfers/transfers.routes.ts';
import { createRateLimiter } from './modules/verification/rate-limiter.ts';
import { registerVerificationRoutes } from './modules/verification/verification.routes.ts';
import { createVerificationDeps } from './modules/verification/verification.service.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { WalletEvents } from './modules/wallet/wallet-events.ts';
import { registerWalletSocket } from './modules/wallet/wallet-socket.ts';
import { registerWithdrawalPolicyAdminRoutes } from './modules/withdrawals/withdrawal-policy-admin.routes.ts';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { registerWithdrawalAdminRoutes } from './modules/withdrawals/withdrawals-admin.routes.ts';
import { CacheInvalidation } from './relay/cache-invalidation.ts';
import { createEventRelay } from './relay/create-event-relay.ts';
import { throttledWarning } from './relay/throttled-warning.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  geo: GeoLookup;
  /** The box for secrets at rest; loaded from config when not given. */
  secrets?: SecretBox;
  now?: () => Date;
  random?: () => number;
  /** Logger options; tests pass false. */
  logger?: boolean | { level: string };
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Marks the node as draining: readiness fails from now on. */
  beginShutdown(): void;
}

/** Registers every plugin and module explicitly, in order; no autoloading. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    genReqId: requestIdFor,
    // One log line per request halves throughput; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Closing waits for in-flight requests; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // Requests arriving while closing get the 503 envelope from the error handling (error-handler.ts).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 300 },
    ...preRoutingErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler(config.VALIDATE_RESPONSES));

  const metrics = registerMetrics(app, { poolStats: deps.database.poolStats });
  let shuttingDown = false;
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(config, now);
  app.addHook('onClose', () => limiter.close());
  const relay = createEventRelay(config, {
    now,
    metrics,
    onError: throttledWarning(app.log, 'event relay failed'),
  });
  app.addHook('onClose', () => relay.close());
  const revocations = createSessionRevocations(relay);
  const caches = new CacheInvalidation(relay);
  const system = {
    db: deps.database.db,
    settingsCache: caches.register('settings', new TtlCache<number, SiteSettings>(config.SETTINGS_CACHE_MS)),
    caches,
    imageBaseUrl: config.IMAGE_BASE_URL,
    random: deps.random ?? Math.random,
    now,
  };
  const verification = createVerificationDeps({
    config,
    db: deps.database.db,
    now,
    limiter,
    alerts: { metrics, log: app.log },
  });
  const secrets = deps.secrets ?? (await loadSecretBox(config));
  const ctx: AppContext = {
    config,
    database: deps.database,
    geo: deps.geo,
    secrets,
    merchants: {
      db: deps.database.db,
      defaultMerchantCode: config.DEFAULT_MERCHANT_CODE,
      merchantCache: caches.register(
        'merchants',
        new TtlCache<string, Merchant | null>(config.SETTINGS_CACHE_MS),
      ),
    },
    system,
    verification,
    accounts: {
      db: deps.database.db,
      now,
      idleMinutes: config.SESSION_IDLE_MINUTES,
      maxHours: config.SESSION_MAX_HOURS,
      revocations,
      config,
      system,
      verification,
      identity: createIdentityVerifier(config, { now }),
      limiter,
      secrets,
      policyCache: caches.register(
        'account-policy',
        new TtlCache<number, AccountPolicy>(config.SETTINGS_CACHE_MS),
      ),
    },
    relay,
    caches,
    walletEvents: new WalletEvents(relay),
    betEvents: new BetEvents((error) => app.log.error({ err: error }, 'bet event handler failed')),
    gameVendorCache: caches.register('game-vendors', new TtlCache(config.SETTINGS_CACHE_MS)),
    metrics,
    jobs: createAppJobRunner({
      config,
      db: deps.database.db,
      now,
      secrets,
      walletEvents: () => ctx.walletEvents,
      metrics,
      log: app.log,
    }),
    isShuttingDown: () => shuttingDown,
  };
  // Before the database closes: the run in flight finishes first.
  app.addHook('onClose', () => ctx.jobs.stop());

  registerErrorHandling(app);
  registerStorableHeaders(app);
  registerBodyParsers(app);
  const payloadKeys = await loadPayloadKeys(config);
  registerSealedBodies(app, {
    keys: payloadKeys,
    required: config.PAYLOAD_ENCRYPTION === 'required',
    limiter,
    now,
  });
  registerSecurity(app, {
    imageUrls: [config.IMAGE_BASE_URL],
    loadFrameOrigins: () => listGameFrameOrigins(deps.database.db),
    loadLineOrigins: () => listLineOrigins(deps.database.db),
    loadSiteSources: () => listSiteSources(deps.database.db),
    frameOriginsTtlMs: config.SETTINGS_CACHE_MS,
    onFrameOriginsError: (error) =>
      app.log.warn({ err: error }, 'game frame origins unreadable: CSP unchanged'),
  });
  registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, which standard validators compile as they are.
      openapi: '3.1.0',
      info: {
        title: 'Gaming platform API',
        description:
          'Player site and operator API. Every JSON answer is the envelope { success, code?, message?, value? }.',
        version: '1.0.0',
      },
    },
    // Each operation's refusals beside its success: documented-errors.ts.
    transform: documentedTransform,
    // Schemas given an id (the recursive whitelabel menu) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  // In production the docs are served on the ops listener only (ops-app.ts).
  if (config.PUBLIC_OPS_ENDPOINTS)
    await app.register(fastifySwaggerUi, {
      routePrefix: OPS_PATHS.docs,
      // Swagger UI sets inline styles; only its own pages get this relaxation.
      transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    });

  registerOpsRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerClientErrorRoute(app, ctx);
  registerContentRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerPublicKeyRoute(app, payloadKeys);
  registerAccountRoutes(app, ctx);
  registerSecurityCenterRoutes(app, ctx);
  registerResponsibleRoutes(app, ctx);
  registerResponsibleAdminRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerMessageAdminRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerAgentCentreRoutes(app, ctx);
  registerContractRoutes(app, ctx);
  registerTeamReportRoutes(app, ctx);
  registerContractAdminRoutes(app, ctx);
  registerRecordRoutes(app, ctx);
  registerStatementRoutes(app, ctx);
  registerOperatorRoutes(app, ctx);
  registerSettingsAdminRoutes(app, ctx);
  registerSiteConfigAdminRoutes(app, ctx);
  registerAccountPolicyRoutes(app, ctx);
  registerMemberAdminRoutes(app, ctx);
  registerBetAdminRoutes(app, ctx);
  registerFreeRoundRoutes(app, ctx);
  registerRiskAdminRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  registerKycAdminRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerFeedbackAdminRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerSupportAdminRoutes(app, ctx);
  registerAgentAdminRoutes(app, ctx);
  registerDepositRoutes(app, ctx);
  registerDepositAdminRoutes(app, ctx);
  registerPaymentChannelAdminRoutes(app, ctx);
  registerChannelAccountAdminRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx);
  registerWithdrawalAdminRoutes(app, ctx);
  registerWithdrawalPolicyAdminRoutes(app, ctx);
  registerAdjustmentRoutes(app, ctx);
  registerContentAdminRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerGameAdminRoutes(app, ctx);
  registerVendorIntegrationAdminRoutes(app, ctx);
  registerMemberGameRoutes(app, ctx);
  registerSeamlessWalletRoutes(app, ctx);
  registerInHouseRoutes(app, ctx);
  registerLotteryRoutes(app, ctx);
  registerLotteryAdminRoutes(app, ctx);
  registerJobAdminRoutes(app, ctx);
  registerMerchantTimeZoneRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerGameLaunchRoutes(app, ctx, (launched) =>
    touchRecentGame(ctx.database.db, { ...launched, at: ctx.system.now() }),
  );
  if (config.SANDBOX_IDENTITY) registerSandboxIdentityRoutes(app, ctx);
  if (config.SANDBOX_GATEWAY) registerSandboxGatewayRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  await registerWalletSocket(app, ctx);
  await registerWebApp(
    app,
    { site: config.WEB_DIST_DIR, backoffice: config.BACKOFFICE_DIST_DIR },
    (request, modId) => isSiteModuleOn(ctx, request.host, modId),
  );

  return {
    app,
    ctx,
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
