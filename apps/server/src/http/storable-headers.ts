import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@platform/contract/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Headers reach the database too (user agent, host, a vendor's code), and no contract schema sees
 * them: a NUL or a lone surrogate in any header is refused before a route runs, naming the header.
 * (Node's parser already refuses NUL on a real socket; this also holds for other transports.)
 */
export function registerStorableHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    for (const [name, value] of Object.entries(request.headers)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.every((one) => typeof one !== 'string' || isStorableText(one))) continue;
      throw new AppError('VALIDATION_ERROR', 'Header holds an unstorable character', [
        { field: `headers.${name}`, message: UNSTORABLE_TEXT_MESSAGE },
      ]);
    }
  });
}
