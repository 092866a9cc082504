import type { IncomingMessage, ServerResponse } from 'node:http';
import { BACKOFFICE_BASE } from '@platform/contract/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { TtlCache } from '../cache/ttl-cache.ts';

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

/** Operator API answers hold staff and member data: never stored by a browser or a proxy. */
const OPERATOR_API_PATH = /^\/wps\/admin\//;
const BEARER = /^bearer\s/i;
const PRIVATE_CACHE_CONTROL = 'no-store';

/** An answer for one caller (bearer token or operator API) must not be kept by any cache. */
function isPrivateAnswer(request: FastifyRequest): boolean {
  return BEARER.test(request.headers.authorization ?? '') || OPERATOR_API_PATH.test(request.url);
}

/** Sources the site's pages load because an operator configured them (permission response). */
export interface SiteSources {
  /** Image CDNs (permission imageCDNs): the site's images may come from any of them. */
  imageCdns: string[];
  /** True when any merchant has a Google tag id (permission analytics.gtagId). */
  analytics: boolean;
}

/**
 * The Google tag's hosts, as Google's CSP guide lists them for gtag.js: its script, and the
 * hits it sends as requests and pixels. Allowed only once some operator configures a tag.
 */
const GOOGLE_TAG = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

export interface SecurityOptions {
  /** Image hosts; an absolute one is allowed for images and connections. */
  imageUrls: string[];
  /** Origins games are framed from (vendor launch addresses and launch CDNs), read from the database. */
  loadFrameOrigins: () => Promise<string[]>;
  /** The operators' lines, which the line-detection page times with requests to each (connect-src). */
  loadLineOrigins: () => Promise<string[]>;
  /** What the operators' permission settings make the site load: image CDNs, the Google tag. */
  loadSiteSources: () => Promise<SiteSources>;
  /** How long the frame origins are kept before they are read again. */
  frameOriginsTtlMs: number;
  /** Told when the frame origins cannot be read; the last known policy stays in force. */
  onFrameOriginsError: (error: unknown) => void;
}

/**
 * The page policy: helmet's full set with a CSP the built site satisfies (no inline script or
 * style). Connections go to this origin (its /ws included: browsers match ws: and wss: of the
 * same host to 'self'), an absolute image host, the image CDNs and the configured lines; frames
 * only to the vendors' origins. The Google tag's hosts join only when an operator set a tag id.
 */
function documentHeadersFor(
  imageHostOrigins: string[],
  frameOrigins: string[],
  lineOrigins: string[] = [],
  site: SiteSources = { imageCdns: [], analytics: false },
): Record<string, string> {
  const imageOrigins = [...new Set([...imageHostOrigins, ...originsOf(site.imageCdns)])];
  const tag = site.analytics ? GOOGLE_TAG : { script: [], img: [], connect: [] };
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tag.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins, ...tag.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...new Set([...imageOrigins, ...lineOrigins, ...tag.connect])],
        frameSrc: frameOrigins.length ? frameOrigins : ["'none'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The back office's own policy: no frames in or out, and inline styles allowed because its
 * component kit (Mantine) writes its theme variables into a style element at run time. Scripts
 * stay 'self' only, so an injected style can restyle the console but never run code in it.
 */
function backofficeHeadersFor(imageOrigins: string[]): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...imageOrigins],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
const BACKOFFICE_PATH = new RegExp(`^${BACKOFFICE_BASE}(/|$|\\?)`);

/**
 * The page headers for the current frame origins. A fresh cache answers synchronously (the hot
 * path); once it expires one load refreshes it, and a failed load keeps the last known headers.
 */
function documentHeadersSource(options: SecurityOptions) {
  const imageOrigins = originsOf(options.imageUrls);
  const cache = new TtlCache<0, Record<string, string>>(options.frameOriginsTtlMs, 1);
  let lastKnown = documentHeadersFor(imageOrigins, []);
  const load = async () => {
    try {
      const [frameOrigins, lineOrigins, site] = await Promise.all([
        options.loadFrameOrigins(),
        options.loadLineOrigins(),
        options.loadSiteSources(),
      ]);
      lastKnown = documentHeadersFor(imageOrigins, frameOrigins, lineOrigins, site);
    } catch (error) {
      options.onFrameOriginsError(error);
    }
    return lastKnown;
  };
  return () => cache.get(0, load);
}

/**
 * Security headers: the page policy above on pages, assets, images and docs; the REST set on API
 * answers; `Cache-Control: no-store` on every answer for one caller. Plus the request id.
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const documentHeaders = documentHeadersSource(options);
  const backofficeHeaders = backofficeHeadersFor(originsOf(options.imageUrls));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (API_PATH.test(request.url)) {
      reply.headers(API_HEADERS);
      done();
      return;
    }
    if (BACKOFFICE_PATH.test(request.url)) {
      reply.headers(backofficeHeaders);
      done();
      return;
    }
    const headers = documentHeaders();
    if (!(headers instanceof Promise)) {
      reply.headers(headers);
      done();
      return;
    }
    headers.then((loaded) => {
      reply.headers(loaded);
      done();
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivateAnswer(request) && !String(reply.getHeader('cache-control') ?? '').includes('no-store'))
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  });
}
