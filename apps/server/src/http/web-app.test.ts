import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ADMIN_PATHS, SITE_ROUTES } from '@platform/contract/paths';
import { featureOfPage, SITE_FEATURE_PAGES } from '@platform/contract/site-feature-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../test/operator-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
    // The build writes compressed copies beside each asset (scripts/precompress.mjs).
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'theme-boot.js'), 'void 0;');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every spec route with the app and no caching', async () => {
    // The pages of features not built yet are off in the demo: the next test holds them.
    for (const route of SITE_ROUTES.filter((page) => !featureOfPage(page))) {
      const res = await t.app.inject({ url: route });
      expect(res.statusCode, route).toBe(200);
      expect(res.headers['content-type'], route).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(res.body, route).toContain('<div id="root">');
    }
    expect((await t.app.inject({ url: '/rng?vassalage=PG' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/inHouse/roulette' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/inHouse/poker' })).statusCode).toBe(404);
  });

  it('answers an unknown page with the app (its not-found page) and status 404', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers the page of a feature switched off with the app and 404, and with 200 once it is on', async () => {
    const hidden = ['/pointMall', '/lottery', '/seaLottery?gameCode=VN01', '/vnLottery', '/POINTMALL'];
    for (const url of hidden) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await t.app.inject({ url: '/pvp' })).statusCode).toBe(200);

    // The operator switches the points mall on: its page is served, the lottery's stays hidden.
    const admin = await operatorToken(t, 'webadmin', 'admin');
    const on = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN_PATHS.whitelabel}/POINTMALL3`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    for (const url of SITE_FEATURE_PAGES.pointMall)
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    for (const url of SITE_FEATURE_PAGES.lottery)
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);

    // The line page exists while a line is configured (the demo has two), and is 404 without one.
    expect((await t.app.inject({ url: '/lines' })).statusCode).toBe(200);
    const none = await t.app.inject({
      method: 'PUT',
      url: ADMIN_PATHS.siteLines,
      headers: { authorization: `Bearer ${admin}` },
      payload: { lines: [] },
    });
    expect(none.statusCode).toBe(200);
    const lines = await t.app.inject({ url: '/lines' });
    expect(lines.statusCode).toBe(404);
    expect(lines.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and sends their precompressed copy', async () => {
    const res = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(200);
    const plain = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
    const unhashed = await t.app.inject({ url: '/theme-boot.js' });
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset and unknown API paths with 404 envelopes, not the app', async () => {
    for (const url of ['/assets/missing-123.js', '/wps/unknown', '/lgw/x', '/vendor-api/v1/unknown']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('serving the built back office beside the site', () => {
  let t: TestApp;
  let site: string;
  let backoffice: string;
  beforeAll(async () => {
    site = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>site</title>');
    backoffice = mkdtempSync(path.join(tmpdir(), 'backoffice-dist-'));
    mkdirSync(path.join(backoffice, 'assets'));
    writeFileSync(path.join(backoffice, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(path.join(backoffice, 'assets', 'index-Zz9.js'), 'void 0;');
    t = await createTestApp({ env: { WEB_DIST_DIR: site, BACKOFFICE_DIST_DIR: backoffice } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(site, { recursive: true, force: true });
    rmSync(backoffice, { recursive: true, force: true });
  });

  it('answers every page under /backoffice with the console, and its assets from its own build', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/withdrawals', '/backoffice/players/12']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>console</title>');
    }
    const asset = await t.app.inject({ url: '/backoffice/assets/index-Zz9.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/' })).body).toContain('<title>site</title>');
  });

  it('gives the console its own page policy: no framing at all, and scripts only from itself', async () => {
    const console = await t.app.inject({ url: '/backoffice/deposits' });
    const policy = String(console.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'none'");
    expect(console.headers['x-frame-options']).toBe('DENY');
    const sitePolicy = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(sitePolicy).not.toContain('unsafe-inline');
    expect(sitePolicy).toContain("frame-ancestors 'self'");
  });
});
