import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger.ts';

/** An app logging at warn into memory, with the server's request loggers. */
async function appWithLogLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'warn', stream },
    childLoggerFactory: lazyChildLogger,
    genReqId: () => 'request-1234',
  });
  app.get('/warns', async (request) => {
    request.log.warn({ detail: 'x' }, 'something odd');
    return {};
  });
  app.get('/debugs', async (request) => {
    request.log.debug('below the level');
    return {};
  });
  app.get('/child', async (request) => {
    request.log.child({ part: 'payments' }).error('failed');
    return {};
  });
  app.get('/level', async (request) => ({ level: request.log.level }));
  await app.ready();
  return { app, lines };
}

describe('request loggers', () => {
  it('write a line carrying the request id, and nothing below the level', async () => {
    const { app, lines } = await appWithLogLines();
    await app.inject({ url: '/debugs' });
    expect(lines).toEqual([]);
    await app.inject({ url: '/warns' });
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'request-1234', detail: 'x', msg: 'something odd', level: 40 }),
    ]);
    await app.close();
  });

  it('give children the request id and their own bindings, and report the level', async () => {
    const { app, lines } = await appWithLogLines();
    await app.inject({ url: '/child' });
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'request-1234', part: 'payments', msg: 'failed' }),
    ]);
    expect((await app.inject({ url: '/level' })).json()).toEqual({ level: 'warn' });
    await app.close();
  });
});
