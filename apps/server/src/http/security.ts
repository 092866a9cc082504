import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Security headers with a CSP the built site satisfies (no inline script or style elements),
 * and compression of answers above 1 KiB.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { imageUrls: string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originsOf(options.imageUrls)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
}
