import { successEnvelopeSchema } from '@platform/contract/envelope';
import { LaunchGameBodySchema, LaunchGameSchema } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { authenticate } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { languageFor, requireMerchant } from '../../http/site-context.ts';
import { gamesDepsOf } from '../games/games.routes.ts';
import { type LaunchDeps, launchGame } from './game-launch.service.ts';

/** Spec §7 /wps/game/launchGame: the address the game runs at, for members (and free trials). */
export function registerGameLaunchRoutes(
  app: ZodApp,
  ctx: AppContext,
  onLaunched?: (event: { merchantId: number; memberId: number; nodeId: number }) => Promise<void>,
): void {
  const deps: LaunchDeps = {
    games: gamesDepsOf(ctx),
    system: ctx.system,
    db: ctx.database.db,
    now: ctx.system.now,
  };

  app.post(
    API_PATHS.launchGame,
    {
      schema: {
        tags: ['games'],
        summary: 'Start a game: a launch address with a one-game token (or the free trial without one)',
        body: LaunchGameBodySchema,
        response: { 200: successEnvelopeSchema(LaunchGameSchema) },
      },
    },
    async (request) => {
      const merchant = await requireMerchant(ctx.merchants, request);
      const caller = await authenticate(ctx.accounts, request);
      if (caller && caller.merchantId !== merchant.id)
        throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
      if (caller?.mustChangePassword)
        throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password first');
      const outcome = await launchGame(deps, {
        viewer: {
          merchantId: merchant.id,
          languages: merchant.languages,
          language: languageFor(merchant, request.body.language),
          defaultLanguage: merchant.defaultLanguage,
        },
        member: caller ? { memberId: caller.memberId, isTrial: caller.isTrial } : null,
        nodeId: request.body.nodeId,
        freeTrial: request.body.freeTrial,
        lobbyUrl: `${request.protocol}://${request.host}/`,
      });
      if (outcome.ok) {
        if (outcome.memberId !== null && onLaunched)
          await onLaunched({
            merchantId: merchant.id,
            memberId: outcome.memberId,
            nodeId: outcome.launch.nodeId,
          });
        return ok(outcome.launch);
      }
      switch (outcome.code) {
        case 'UNAUTHORIZED':
          throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
        case 'TRIAL_ACCOUNT':
          throw new AppError('TRIAL_ACCOUNT', 'Please Register An Account First');
        case 'NOT_FOUND':
          throw new AppError('NOT_FOUND', 'There is no such game', [
            { field: 'body.nodeId', message: 'There is no such game' },
          ]);
        case 'NOT_LAUNCHABLE':
          throw new AppError('VALIDATION_ERROR', 'This entry opens its game list', [
            { field: 'body.nodeId', message: 'This entry opens its game list' },
          ]);
        case 'NO_FREE_TRIAL':
          throw new AppError('VALIDATION_ERROR', 'This game has no free trial', [
            { field: 'body.freeTrial', message: 'This game has no free trial' },
          ]);
        case 'UNAVAILABLE':
          throw new AppError('SERVICE_UNAVAILABLE', 'This game cannot be started now');
        case 'GAME_MAINTENANCE':
          throw new AppError('GAME_MAINTENANCE', 'Game maintenance', undefined, undefined, outcome.detail);
      }
    },
  );
}
