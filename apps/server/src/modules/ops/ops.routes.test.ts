import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('operational endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the process up and the database reachable', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({
      success: true,
      value: { status: 'ok' },
    });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('exposes request counts and latency by route pattern, event-loop lag and the DB pool', async () => {
    await t.app.inject({ url: '/wps/system/status' });
    await t.app.inject({ url: '/images/COUNTRY_FLAG/MM.png' });
    await t.app.inject({ url: '/wps/does-not-exist' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/wps\/system\/status",status_code="200"\} 1/,
    );
    // Raw URLs never become labels: images count under their pattern, unknown paths as unmatched.
    expect(text).toContain('route="/images/*"');
    expect(text).not.toContain('COUNTRY_FLAG');
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/wps\/system\/status"/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
  });

  it('stops being ready once shutdown begins, so the load balancer drains the node', async () => {
    t.beginShutdown();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await t.app.close();
    }
  });
});
