import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { IN_HOUSE_GAMES, inHouseGamePath } from '@platform/contract/in-house';
import { API_PREFIXES, SITE_ROUTES } from '@platform/contract/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './error-handler.ts';

const YEAR = 31_536_000;
/** The spec's routes and the pages of our own games (`/inHouse/:game`, DESIGN §6). */
const siteRoutes = new Set<string>([...SITE_ROUTES, ...IN_HOUSE_GAMES.map(inHouseGamePath)]);

/**
 * Serves the built player site: hashed assets cached for a year, HTML never cached, and
 * history-mode fallback (every spec route answers with the app; other page paths with the app's
 * not-found page and a 404). Unknown API paths get the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
      !path.extname(pathname);
    if (isPage && indexHtml) {
      return reply
        .status(siteRoutes.has(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    return reply.status(404).send(errorEnvelope(request, 'NOT_FOUND'));
  });
}
