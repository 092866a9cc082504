import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@platform/contract/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Header values off a socket are Latin-1, so they hold no surrogate: a NUL is all they can fail on,
 * and isStorableText's lone-surrogate search runs only on the rare value holding a surrogate.
 */
const SURROGATE = /[\uD800-\uDFFF]/;

function isStorableHeader(value: string | string[] | undefined): boolean {
  if (typeof value === 'string')
    return SURROGATE.test(value) ? isStorableText(value) : !value.includes('\u0000');
  return !Array.isArray(value) || value.every(isStorableHeader);
}

/**
 * Headers reach the database too (user agent, host, a vendor's code), and no contract schema sees
 * them: a NUL or a lone surrogate in any header is refused before a route runs, naming the header.
 * (Node's parser already refuses NUL on a real socket; this also holds for other transports.)
 * A callback hook: every request passes it, and an async one cost each a promise and a hop.
 */
export function registerStorableHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.headers;
    for (const name of Object.keys(headers)) {
      if (isStorableHeader(headers[name])) continue;
      done(
        new AppError('VALIDATION_ERROR', 'Header holds an unstorable character', [
          { field: `headers.${name}`, message: UNSTORABLE_TEXT_MESSAGE },
        ]),
      );
      return;
    }
    done();
  });
}
