import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  AdminVendorIntegrationListSchema,
  AdminVendorIntegrationSchema,
  OnboardVendorSchema,
  RotatedVendorSecretSchema,
  RotateVendorSecretSchema,
  VendorIntegrationParamsSchema,
  VendorIntegrationPatchSchema,
} from '@platform/contract/vendor-integrations-admin';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import {
  listVendorIntegrations,
  onboardVendor,
  rotateVendorSecret,
  updateVendorIntegration,
} from './vendor-integrations-admin.service.ts';

const tags = ['operator vendor integrations'];

/**
 * The installation's vendor integrations (vendors.integrate, audited): wallet calls read them
 * through a cache of SETTINGS_CACHE_MS, so a change applies on every node within that time.
 */
export function registerVendorIntegrationAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.system.now, secrets: ctx.secrets };
  const missing = () => new AppError('NOT_FOUND', 'No such vendor integration');

  app.get(
    ADMIN_PATHS.vendorIntegrations,
    {
      schema: {
        tags,
        summary: 'Every vendor integration: launch address and target, allowed addresses, secret age',
        querystring: z.strictObject({}),
        response: { 200: successEnvelopeSchema(AdminVendorIntegrationListSchema) },
      },
    },
    async (request) => {
      await requireOperator(ctx, request, 'vendors.integrate');
      return ok({ list: await listVendorIntegrations(deps) });
    },
  );

  app.post(
    ADMIN_PATHS.vendorIntegrations,
    {
      schema: {
        tags,
        summary:
          'Onboards a vendor: its launch address, wallet mode, allowed addresses and a new signing secret, answered once (audited)',
        body: OnboardVendorSchema,
        response: { 200: successEnvelopeSchema(RotatedVendorSecretSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'vendors.integrate');
      const onboarded = await onboardVendor(deps, {
        actor: auditActorOf(caller, request),
        vendor: request.body,
      });
      if (!onboarded)
        throw new AppError('CONFLICT', 'A vendor with this code exists', [
          { field: 'vendorCode', message: 'A vendor with this code exists' },
        ]);
      return ok(onboarded);
    },
  );

  app.patch(
    `${ADMIN_PATHS.vendorIntegrations}/:vendorCode`,
    {
      schema: {
        tags,
        summary: "Changes a vendor's launch target or the addresses its wallet calls may come from (audited)",
        params: VendorIntegrationParamsSchema,
        body: VendorIntegrationPatchSchema,
        response: { 200: successEnvelopeSchema(AdminVendorIntegrationSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'vendors.integrate');
      const integration = await updateVendorIntegration(deps, {
        actor: auditActorOf(caller, request),
        vendorCode: request.params.vendorCode,
        patch: request.body,
      });
      if (!integration) throw missing();
      return ok(integration);
    },
  );

  app.post(
    `${ADMIN_PATHS.vendorIntegrations}/:vendorCode/rotate-secret`,
    {
      schema: {
        tags,
        summary:
          "Replaces a vendor's signing secret, answered once; the old one works for the grace period (audited)",
        params: VendorIntegrationParamsSchema,
        body: RotateVendorSecretSchema,
        response: { 200: successEnvelopeSchema(RotatedVendorSecretSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'vendors.integrate');
      const rotated = await rotateVendorSecret(deps, {
        actor: auditActorOf(caller, request),
        vendorCode: request.params.vendorCode,
        graceMinutes: request.body.graceMinutes,
      });
      if (!rotated) throw missing();
      return ok(rotated);
    },
  );
}
