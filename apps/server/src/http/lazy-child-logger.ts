import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

const PARENT = Symbol('parent logger');
const BINDINGS = Symbol('child bindings');
const OPTIONS = Symbol('child options');
const CHILD = Symbol('child logger');

interface LazyChild {
  [PARENT]: FastifyBaseLogger;
  [BINDINGS]: Parameters<FastifyBaseLogger['child']>[0];
  [OPTIONS]: Parameters<FastifyBaseLogger['child']>[1];
  [CHILD]: FastifyBaseLogger | undefined;
}

function childOf(lazy: LazyChild): FastifyBaseLogger {
  lazy[CHILD] ??= lazy[PARENT].child(lazy[BINDINGS], lazy[OPTIONS]);
  return lazy[CHILD];
}

/** Whether a line at `level` would be written, before any child exists (the parent's level). */
function parentWrites(parent: FastifyBaseLogger, level: string): boolean {
  const isLevelEnabled = (parent as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return typeof isLevelEnabled !== 'function' || isLevelEnabled.call(parent, level);
}

/** One prototype per parent logger: its log methods and `child` make the real child on first call. */
const prototypes = new WeakMap<FastifyBaseLogger, object>();

function lazyPrototypeOf(parent: FastifyBaseLogger): object {
  let prototype = prototypes.get(parent);
  if (prototype) return prototype;
  prototype = Object.create(parent) as object;
  for (const level of LEVELS) {
    Object.defineProperty(prototype, level, {
      value(this: LazyChild, ...args: unknown[]) {
        // A line below the level writes nothing: no child is needed for it.
        if (!this[CHILD] && !parentWrites(this[PARENT], level)) return;
        const child = childOf(this);
        return Reflect.apply(child[level], child, args);
      },
    });
  }
  Object.defineProperty(prototype, 'child', {
    value(this: LazyChild, ...args: Parameters<FastifyBaseLogger['child']>) {
      return childOf(this).child(...args);
    },
  });
  prototypes.set(parent, prototype);
  return prototype;
}

/**
 * Fastify gives every request a child logger bound to its id; most requests never log, so the
 * child is made on first use (creating it for each request cost a tenth of throughput). The
 * request's logger is a small object over a prototype shared by all requests: its log methods
 * and `child` make the real child when called. Fastify reads each request's logger methods to
 * check it, and an earlier Proxy made those reads cost more than the child they avoided. Other
 * properties (the level, bindings()) are the parent's, since a request's logger only adds its id.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const lazy = Object.create(lazyPrototypeOf(logger)) as LazyChild;
  lazy[PARENT] = logger;
  lazy[BINDINGS] = bindings;
  lazy[OPTIONS] = options;
  lazy[CHILD] = undefined;
  return lazy as unknown as FastifyBaseLogger;
};
