import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The API takes JSON bodies (and form-encoded ones, for the one call the spec sends that way; others get 415), and they must be valid UTF-8: the default parser would silently turn bad bytes into U+FFFD
 * and store them. Parsing itself (and prototype-poisoning protection) stays Fastify's.
 */
/** The body as text, or null (and the MALFORMED_BODY answer sent) when it is not valid UTF-8. */
function decodeBody(body: Buffer, done: (error: Error | null, value?: unknown) => void): string | null {
  try {
    return strictUtf8.decode(body);
  } catch {
    done(new AppError('MALFORMED_BODY', 'Request body is not valid UTF-8'), undefined);
    return null;
  }
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The exact text of a JSON body parsed by a scope that keeps raw bodies (signed callbacks). */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}

/**
 * For a plugin scope whose callers sign their bodies: the same JSON parsing, and the text kept,
 * since a signature covers the bytes sent, not their re-serialization.
 */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeBody(body as Buffer, done);
    if (text === null) return;
    rawBodies.set(request, text);
    parseJson(request, text, done);
  });
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeBody(body as Buffer, done);
    if (text !== null) parseJson(request, text, done);
  });
  // The spec sends forgot-password by e-mail form-encoded; fields become a flat object of strings.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      const text = decodeBody(body as Buffer, done);
      if (text === null) return;
      const fields: Record<string, string> = Object.create(null);
      for (const [key, value] of new URLSearchParams(text)) if (!(key in fields)) fields[key] = value;
      done(null, { ...fields });
    },
  );
}
