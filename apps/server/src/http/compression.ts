import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const THRESHOLD_BYTES = 1024;

/** The best encoding the client accepts among br and gzip (q=0 excludes one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses in-memory answers of 1 KiB or more (JSON, the OpenAPI document). Files are left to
 * the static plugin, which sends the build's precompressed .br/.gz copies. Small answers, the
 * common case, cost one type check: @fastify/compress's per-request hooks cost a third of the
 * status call's throughput.
 */
export function registerCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: most answers leave at the first test, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const size =
      typeof payload === 'string'
        ? Buffer.byteLength(payload)
        : Buffer.isBuffer(payload)
          ? payload.length
          : 0;
    if (size < THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const input = payload as string | Buffer;
    const compressed =
      encoding === 'br'
        ? brotli(input, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : gzipAsync(input, { level: 6 });
    compressed.then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (error: Error) => done(error),
    );
  });
}
