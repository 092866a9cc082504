import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The API takes JSON bodies only (other types get 415), and they must be valid UTF-8: the default parser would silently turn bad bytes into U+FFFD
 * and store them. Parsing itself (and prototype-poisoning protection) stays Fastify's.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new AppError('MALFORMED_BODY', 'Request body is not valid UTF-8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
