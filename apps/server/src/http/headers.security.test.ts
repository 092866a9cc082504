import { ADMIN_PATHS, API_PATHS, OPS_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretContext } from '../crypto/secret-contexts.ts';
import { gameVendors } from '../modules/games/vendors.tables.ts';
import { vendorIntegrations } from '../modules/seamless/seamless.tables.ts';
import { systemSettings } from '../modules/system/system.tables.ts';
import { newMemberSession } from '../modules/wallet/wallet-test-helpers.ts';
import { buildOpsApp } from '../ops-app.ts';
import { operatorToken } from '../test/operator-session.ts';
import { createTestApp, productionEnv, type TestApp } from '../test/test-app.ts';

/** Finding 8 of issue 14: private answers are not cached, ops endpoints are not public, a tight CSP. */

/** The sources of one CSP directive, e.g. `frame-src`. */
function directive(csp: unknown, name: string): string[] {
  const found = String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

describe('development configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks every answer to a bearer and every operator API answer no-store, and no public one', async () => {
    const member = await newMemberSession(t);
    const memberAnswer = await t.app.inject({
      url: API_PATHS.memberInfo,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(memberAnswer.statusCode, memberAnswer.body).toBe(200);
    expect(memberAnswer.headers['cache-control']).toBe('no-store');

    // A catalog answer asked with a token may be personal (favourites): not kept either.
    const catalogWithToken = await t.app.inject({
      url: API_PATHS.gameVendors,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(catalogWithToken.headers['cache-control']).toBe('no-store');

    const operator = await operatorToken(t, 'headers-admin', 'admin');
    const operatorAnswer = await t.app.inject({
      url: ADMIN_PATHS.me,
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(operatorAnswer.statusCode, operatorAnswer.body).toBe(200);
    expect(operatorAnswer.headers['cache-control']).toBe('no-store');
    const operatorRefusal = await t.app.inject({ url: ADMIN_PATHS.me });
    expect(operatorRefusal.statusCode).toBe(401);
    expect(operatorRefusal.headers['cache-control']).toBe('no-store');

    const publicCatalog = await t.app.inject({ url: API_PATHS.gameVendors });
    expect(publicCatalog.statusCode, publicCatalog.body).toBe(200);
    expect(publicCatalog.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('frames only the vendors played in a frame and the launch CDNs, and connects only to itself', async () => {
    const page = async () => (await t.app.inject({ url: '/' })).headers['content-security-policy'];
    expect(directive(await page(), 'frame-src')).toEqual(["'none'"]);

    await t.database.db.insert(gameVendors).values([
      { code: 'FRAMED', displayName: 'Framed studio', walletMode: 'seamless', createdAt: t.ctx.system.now() },
      { code: 'POPUP', displayName: 'Window studio', walletMode: 'seamless', createdAt: t.ctx.system.now() },
    ]);
    const secret = (code: string) =>
      t.ctx.secrets.seal('vendor-secret-1234', secretContext.vendorApiSecret(code));
    await t.database.db.insert(vendorIntegrations).values([
      {
        vendorCode: 'FRAMED',
        launchUrl: 'https://games.framed.example/play?x=1',
        apiSecret: secret('FRAMED'),
      },
      {
        vendorCode: 'POPUP',
        launchUrl: 'https://games.popup.example/play',
        launchTarget: 'window',
        apiSecret: secret('POPUP'),
      },
    ]);
    await t.database.db
      .update(systemSettings)
      .set({ launchGameCdns: ['https://cdn1.games.example', 'http://127.0.0.1:3999/'] })
      .where(eq(systemSettings.merchantId, t.merchantId));

    const csp = await page();
    expect(directive(csp, 'frame-src')).toEqual([
      'http://127.0.0.1:3999',
      'https://cdn1.games.example',
      'https://games.framed.example',
    ]);
    // Besides itself, only the demo's lines, which the line-detection page times.
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(String(csp)).not.toMatch(/(^|\s)(https:|http:|ws:|wss:)(\s|;|$)/);
  });

  it('lets pages show images of the image CDNs, and load the Google tag only once a tag id is set', async () => {
    const page = async () => (await t.app.inject({ url: '/' })).headers['content-security-policy'];
    const settings = (values: Partial<typeof systemSettings.$inferInsert>) =>
      t.database.db.update(systemSettings).set(values).where(eq(systemSettings.merchantId, t.merchantId));
    expect(directive(await page(), 'script-src')).toEqual(["'self'"]);

    await settings({ imageCdns: ['https://img1.cdn.example/images'], gtagId: 'G-LUCKY1' });
    const csp = await page();
    expect(directive(csp, 'img-src')).toContain('https://img1.cdn.example');
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');

    await settings({ imageCdns: [], gtagId: null });
    const plain = await page();
    expect(directive(plain, 'script-src')).toEqual(["'self'"]);
    expect(String(plain)).not.toContain('google');
    expect(String(plain)).not.toContain('img1.cdn.example');
  });
});

describe('production configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv({ IMAGE_BASE_URL: 'https://img.example.com/assets' }) });
  });
  afterAll(() => t.close());

  it('serves neither metrics nor docs on the public listener, to anyone', async () => {
    for (const url of [
      OPS_PATHS.metrics,
      OPS_PATHS.docs,
      `${OPS_PATHS.docs}/json`,
      `${OPS_PATHS.docs}/static/index.html`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('http_requests_total');
      expect(response.body, url).not.toContain('openapi');
    }
    expect((await t.app.inject({ url: OPS_PATHS.health })).statusCode).toBe(200);
  });

  it('serves them on the ops listener (OPS_HOST:OPS_PORT) from the same app', async () => {
    const ops = await buildOpsApp({ metrics: t.ctx.metrics, openapi: t.app.swagger(), logger: t.app.log });
    try {
      const metrics = await ops.inject({ url: OPS_PATHS.metrics });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('http_requests_total');
      const doc = await ops.inject({ url: `${OPS_PATHS.docs}/json` });
      expect(doc.statusCode).toBe(200);
      expect(Object.keys(doc.json().paths)).toContain(API_PATHS.memberInfo);
      expect((await ops.inject({ url: OPS_PATHS.docs })).statusCode).toBeLessThan(400);
      const unknown = await ops.inject({ url: '/wps/member/info' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await ops.close();
    }
  });

  it('lets pages connect to their own origin, the absolute image host and the lines only', async () => {
    const csp = (await t.app.inject({ url: '/' })).headers['content-security-policy'];
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://img.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
  });
});
