import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';

export interface MetricsOptions {
  poolStats: () => PoolStats;
}

/**
 * Prometheus metrics: request counts and latency by route pattern (never by raw URL, which would
 * let any visitor create series), the process defaults (event-loop lag included) and the DB pool.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  type Label = 'method' | 'route' | 'status_code';
  /** One entry per (method, route, status): its labels, answers not yet counted, its timing child. */
  const series = new Map<
    string,
    { labels: Record<Label, string>; uncounted: number; time: Histogram.Internal<Label> }
  >();
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
    // Answers are counted in a plain number and added when the registry is read: prom-client's
    // inc() hashes and checks the labels on every call, which every request paid for.
    collect() {
      for (const one of series.values()) {
        if (one.uncounted === 0) continue;
        this.inc(one.labels, one.uncounted);
        one.uncounted = 0;
      }
    },
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let one = series.get(key);
    if (!one) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      one = { labels, uncounted: 0, time: duration.labels(labels) };
      series.set(key, one);
    }
    one.uncounted++;
    one.time.observe(reply.elapsedTime / 1000);
    done();
  });
  return registry;
}
