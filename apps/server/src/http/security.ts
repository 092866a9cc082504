import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Origins an absolute base URL adds to the policy (the image host may be a CDN). */
function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A relative URL is served by this origin, which 'self' already allows.
    }
  }
  return [...origins];
}

/**
 * Runs helmet once against a recording response and returns the headers it set. Our policy has
 * no per-request part (no nonces), and running helmet on every request halved throughput.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Headers for JSON answers of the API (the OWASP REST set): they are never rendered as pages,
 * so the document policies would only add bytes and per-header work to every call.
 */
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
};
const API_PATH = /^\/(wps|lgw|vendor-api)\//;

/**
 * Security headers: helmet's full set, with a CSP the built site satisfies (no inline script or
 * style elements), on pages, assets, images and docs; the REST set on API answers. Plus the
 * request id on every answer.
 */
export function registerSecurity(
  app: FastifyInstance,
  options: { imageUrls: string[]; gameFrameUrls?: string[] },
): void {
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originsOf(options.imageUrls)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Vendors' games run in the /seamless page's frame: any https vendor (the catalog changes
        // without a deploy), plus the configured ones served over plain http (the sandbox vendor).
        frameSrc: ["'self'", 'https:', ...originsOf(options.gameFrameUrls ?? [])],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_PATH.test(request.url) ? API_HEADERS : documentHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
