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

const signedBodies = new WeakMap<FastifyRequest, Buffer>();
const NO_BODY = Buffer.alloc(0);

/** The exact bytes of a body kept by keepSignedBodies (none: empty). */
export function signedBodyOf(request: FastifyRequest): Buffer {
  return signedBodies.get(request) ?? NO_BODY;
}

/**
 * For a plugin scope whose callers sign their bodies: every body, of any type, is kept as the bytes
 * received and left unparsed, so the scope can check the signature first and answer a forged call
 * "unauthenticated" whatever its body holds. The scope then calls parseSignedJson.
 */
export function keepSignedBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    signedBodies.set(request, body as Buffer);
    done(null, undefined);
  });
}

/**
 * A kept body as JSON, once its signature is checked: UNSUPPORTED_MEDIA_TYPE for another type,
 * MALFORMED_BODY for bytes that are not UTF-8 or not JSON (parsed by Fastify's own parser, with its
 * prototype-poisoning protection). No body gives undefined, for the route's schema to refuse.
 */
export function parseSignedJson(scope: FastifyInstance, request: FastifyRequest): Promise<unknown> {
  const body = signedBodies.get(request);
  if (body === undefined) return Promise.resolve(undefined);
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'The body must be application/json'));
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, value?: unknown) => (error ? reject(error) : resolve(value));
    const text = decodeBody(body, done);
    if (text !== null) parseJson(request, text, done);
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
