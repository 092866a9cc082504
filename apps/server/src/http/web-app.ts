import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { IN_HOUSE_GAMES, inHouseGamePath } from '@platform/contract/in-house';
import { API_PREFIXES, BACKOFFICE_BASE, SITE_ROUTES } from '@platform/contract/paths';
import { moduleOfPage } from '@platform/contract/site-feature-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './error-handler.ts';

const YEAR = 31_536_000;
/** The spec's routes and the pages of our own games (`/inHouse/:game`, DESIGN §6). */
const siteRoutes = new Set<string>([...SITE_ROUTES, ...IN_HOUSE_GAMES.map(inHouseGamePath)]);

export interface WebAppDirs {
  /** The player site's build. */
  site: string;
  /** The back office's build, served under BACKOFFICE_BASE. */
  backoffice: string;
}

/** Whether the requested site has a whitelabel module on (a page that needs one exists only then). */
export type ModuleCheck = (request: FastifyRequest, modId: string) => Promise<boolean>;

/** A build's index page, or null when it was not built (the API still runs). */
async function serveBuild(
  app: FastifyInstance,
  distDir: string,
  prefix: string,
  name: string,
): Promise<Buffer | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, `${name} not built: its pages are not served (run npm run build)`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Two static roots on one app: only the first may add reply.sendFile.
    decorateReply: prefix === '/',
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
    },
  });
  return readFileSync(indexFile);
}

function isBackofficePath(pathname: string): boolean {
  return pathname === BACKOFFICE_BASE || pathname.startsWith(`${BACKOFFICE_BASE}/`);
}

/**
 * Serves the built player site and back office: hashed assets cached for a year, HTML never
 * cached, and history-mode fallback (every spec route answers with the site, every page under
 * /backoffice with the console; other page paths with the site's not-found page and a 404).
 * The page of a feature switched off (or the line page with no line) is such an other path: the site draws its not-found page
 * there, so the status says 404 too, for crawlers and link checkers.
 * Unknown API paths get the 404 envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dirs: WebAppDirs,
  moduleOn: ModuleCheck,
): Promise<void> {
  const siteIndex = await serveBuild(app, dirs.site, '/', 'web app');
  const backofficeIndex = await serveBuild(app, dirs.backoffice, `${BACKOFFICE_BASE}/`, 'back office');

  const isSitePage = async (request: FastifyRequest, pathname: string) => {
    if (!siteRoutes.has(pathname)) return false;
    const modId = moduleOfPage(pathname);
    return modId === null || (await moduleOn(request, modId));
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
      !path.extname(pathname);
    const backoffice = isBackofficePath(pathname);
    const index = backoffice ? backofficeIndex : siteIndex;
    if (isPage && index) {
      return reply
        .status(backoffice || (await isSitePage(request, pathname)) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(index);
    }
    return reply.status(404).send(errorEnvelope(request, 'NOT_FOUND'));
  });
}
