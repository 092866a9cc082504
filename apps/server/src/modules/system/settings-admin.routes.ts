import { REGISTER_RULE_FIELDS } from '@platform/contract/accounts';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { PATTERN_IDS } from '@platform/contract/field-rules';
import { EmptySchema } from '@platform/contract/list-query';
import {
  ModIdParamsSchema,
  RegisterRuleFieldParamsSchema,
  SetRegisterRuleSchema,
  SetWhitelabelModuleSchema,
  WhitelabelModuleSchema,
} from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { RegisterFieldRuleSchema } from '@platform/contract/system';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withAudit } from '../operators/operators.service.ts';
import {
  listRegisterRules,
  listWhitelabelModules,
  setWhitelabelModule,
  upsertRegisterRule,
} from './settings-admin.service.ts';

const tags = ['operator settings'];
const RuleWithFieldSchema = RegisterFieldRuleSchema.extend({ field: z.string() });

function patternCompiles(pattern: string): boolean {
  if (pattern === '*') return true;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The operator API for the whitelabel flags and register field rules of the operator's merchant. */
export function registerSettingsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const audit = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    ADMIN_PATHS.whitelabel,
    {
      schema: {
        tags,
        summary: 'Whitelabel modules and whether each is on',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(z.array(WhitelabelModuleSchema)) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      return ok(await listWhitelabelModules(ctx.database.db, caller.merchantId));
    },
  );

  app.put(
    `${ADMIN_PATHS.whitelabel}/:modId`,
    {
      schema: {
        tags,
        summary: 'Switch a whitelabel module on or off (audited)',
        params: ModIdParamsSchema,
        body: SetWhitelabelModuleSchema,
        response: { 200: successEnvelopeSchema(WhitelabelModuleSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      const { modId } = request.params;
      const result = await withAudit(audit, auditActorOf(caller, request), async (tx) => {
        const change = await setWhitelabelModule(tx, caller.merchantId, modId, request.body.enabled);
        if (!change?.after) return { value: null, change: null };
        return {
          value: change.after,
          change: {
            action: 'whitelabel.set',
            objectType: 'whitelabel_module',
            objectId: modId,
            before: { enabled: change.before.enabled },
            after: { enabled: change.after.enabled },
          },
        };
      });
      if (!result) throw new AppError('NOT_FOUND', 'No such module');
      ctx.caches.forget('settings', caller.merchantId);
      return ok({ modId: result.modId, parentModId: result.parentModId, enabled: result.enabled });
    },
  );

  app.get(
    ADMIN_PATHS.registerRules,
    {
      schema: {
        tags,
        summary: 'Register field rules',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(z.array(RuleWithFieldSchema)) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      const rows = await listRegisterRules(ctx.database.db, caller.merchantId);
      return ok(rows.map(({ merchantId: _merchant, ...rule }) => rule));
    },
  );

  app.put(
    `${ADMIN_PATHS.registerRules}/:field`,
    {
      schema: {
        tags,
        summary: 'Set the rule of one register field (audited)',
        params: RegisterRuleFieldParamsSchema,
        body: SetRegisterRuleSchema,
        response: { 200: successEnvelopeSchema(RuleWithFieldSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      const { field } = request.params;
      const rule = request.body;
      const problems = [];
      if (!(REGISTER_RULE_FIELDS as readonly string[]).includes(field))
        problems.push({ field: 'params.field', message: 'Unknown register field' });
      if (!(PATTERN_IDS as readonly string[]).includes(rule.patternId))
        problems.push({ field: 'body.patternId', message: 'Unknown pattern family' });
      if (!patternCompiles(rule.acceptedPattern))
        problems.push({ field: 'body.acceptedPattern', message: 'Not a valid regular expression' });
      // An unanchored pattern would accept any value that merely contains a match.
      else if (rule.acceptedPattern !== '*' && !/^\^.*\$$/s.test(rule.acceptedPattern))
        problems.push({
          field: 'body.acceptedPattern',
          message: 'The pattern must start with ^ and end with $',
        });
      if (problems.length) throw new AppError('VALIDATION_ERROR', 'Invalid input', problems);
      const saved = await withAudit(audit, auditActorOf(caller, request), async (tx) => {
        const change = await upsertRegisterRule(tx, caller.merchantId, field, rule);
        const strip = (row: typeof change.after | null) => (row ? { ...row, merchantId: undefined } : null);
        return {
          value: change.after,
          change: {
            action: 'registerRule.set',
            objectType: 'register_rule',
            objectId: field,
            before: strip(change.before),
            after: strip(change.after),
          },
        };
      });
      ctx.caches.forget('settings', caller.merchantId);
      if (!saved) throw new Error('register rule upsert returned no row');
      const { merchantId: _merchant, ...answer } = saved;
      return ok(answer);
    },
  );
}
