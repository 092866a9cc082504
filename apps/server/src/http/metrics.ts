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

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
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

  // One pair of labelled children per (method, route, status), so a request only looks it up.
  type Label = 'method' | 'route' | 'status_code';
  const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<Label> }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let child = series.get(key);
    if (!child) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      child = { count: requests.labels(labels), time: duration.labels(labels) };
      series.set(key, child);
    }
    child.count.inc();
    child.time.observe(reply.elapsedTime / 1000);
    done();
  });
  return registry;
}
