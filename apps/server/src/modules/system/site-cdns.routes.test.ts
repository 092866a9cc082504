import { ADMIN_PATHS, API_PATHS, IMAGE_ROUTE_PREFIX } from '@platform/contract/paths';
import { SITE_CDNS_MAX } from '@platform/contract/site-config-admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';

let t: TestApp;
let adminToken: string;

const admin = (method: 'GET' | 'PUT', token: string, payload?: object) =>
  t.app.inject({
    method,
    url: ADMIN_PATHS.siteCdns,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const permission = async () => (await t.app.inject({ url: API_PATHS.permission })).json().value;
/** One directive of a site page's policy (the home page: any page of the site has the same). */
const cspDirective = async (name: string) => {
  const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
  return csp.split(';').find((directive) => directive.trim().startsWith(`${name} `)) ?? '';
};
const audited = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, t.merchantId), eq(auditLog.action, 'site.cdns')));
const none = { imageCdns: [], launchGameCdns: [], gtagId: null };

beforeAll(async () => {
  // The page policy is cached for SETTINGS_CACHE_MS: 0 here, so each page reads the saved settings.
  t = await createTestApp({ env: { SETTINGS_CACHE_MS: '0' } });
  adminToken = await operatorToken(t, 'cdnboss', 'admin');
});
afterAll(() => t.close());

describe('the CDNs and the Google tag', () => {
  it('are saved normalized, read back, served in the permission answer and allowed by the page policy', async () => {
    expect((await admin('GET', adminToken)).json().value).toEqual(none);
    expect(await cspDirective('script-src')).not.toContain('googletagmanager');

    const saved = await admin('PUT', adminToken, {
      imageCdns: [' https://IMG.cdn.example/images/ ', 'https://img2.cdn.example/'],
      launchGameCdns: ['https://play.cdn.example:8443'],
      gtagId: ' g-abc123xyz ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cdns = {
      imageCdns: ['https://img.cdn.example/images', 'https://img2.cdn.example'],
      launchGameCdns: ['https://play.cdn.example:8443'],
      gtagId: 'G-ABC123XYZ',
    };
    expect(saved.json().value).toEqual(cdns);
    expect((await admin('GET', adminToken)).json().value).toEqual(cdns);

    const answer = await permission();
    expect(answer.imageCDNs).toEqual(cdns.imageCdns);
    expect(cdns.imageCdns).toContain(answer.imageCDN);
    expect(answer.launchGameCDNs).toEqual(cdns.launchGameCdns);
    expect(answer.launchGameCDN).toBe('https://play.cdn.example:8443');
    expect(answer.analytics).toEqual({ gtagId: 'G-ABC123XYZ' });

    expect(await cspDirective('img-src')).toContain('https://img.cdn.example');
    expect(await cspDirective('img-src')).toContain('https://img2.cdn.example');
    expect(await cspDirective('frame-src')).toContain('https://play.cdn.example:8443');
    expect(await cspDirective('script-src')).toContain('https://*.googletagmanager.com');
    expect(await cspDirective('connect-src')).toContain('https://*.google-analytics.com');

    // A CDN copies the image host's answers; their resource policy lets the site's pages show them.
    const image = await t.app.inject({ url: `${IMAGE_ROUTE_PREFIX}/DEFAULT/game-icon.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const [row] = await audited();
    expect(row).toMatchObject({ before: none, after: cdns });
  });

  it('cleared, leave the permission answer and the page policy without them', async () => {
    const cleared = await admin('PUT', adminToken, { imageCdns: [], launchGameCdns: [], gtagId: '' });
    expect(cleared.json().value).toEqual(none);
    const answer = await permission();
    expect(answer).toMatchObject({ imageCDNs: [], launchGameCDNs: [], launchGameCDN: null });
    expect(answer.analytics).toEqual({ gtagId: null });
    expect(await cspDirective('img-src')).not.toContain('cdn.example');
    expect(await cspDirective('script-src')).not.toContain('googletagmanager');
    expect(await cspDirective('img-src')).not.toContain('google-analytics');
  });

  it('refuse bad entries naming the field, and staff without settings.write; nothing changes', async () => {
    const kept = { imageCdns: ['https://img.cdn.example'], launchGameCdns: [], gtagId: 'AW-123456789' };
    expect((await admin('PUT', adminToken, kept)).statusCode).toBe(200);
    const many = Array.from({ length: SITE_CDNS_MAX + 1 }, (_, i) => `https://c${i}.cdn.example`);
    const cases: [object, string][] = [
      [{ ...kept, imageCdns: ['https://a.example', 'https://a.example/?v=1'] }, 'body.imageCdns.1'],
      [{ ...kept, imageCdns: ['https://a.example/#top'] }, 'body.imageCdns.0'],
      [{ ...kept, imageCdns: ['https://user:pw@a.example'] }, 'body.imageCdns.0'],
      [{ ...kept, imageCdns: ['cdn.example'] }, 'body.imageCdns.0'],
      [{ ...kept, imageCdns: ['ftp://cdn.example'] }, 'body.imageCdns.0'],
      [{ ...kept, imageCdns: ['javascript:alert(1)'] }, 'body.imageCdns.0'],
      [{ ...kept, imageCdns: ['https://A.example/', 'https://a.example'] }, 'body.imageCdns.1'],
      [{ ...kept, launchGameCdns: ['/relative'] }, 'body.launchGameCdns.0'],
      [{ ...kept, launchGameCdns: many }, 'body.launchGameCdns'],
      [{ ...kept, gtagId: 'GTM-ABC<script>' }, 'body.gtagId'],
      [{ ...kept, gtagId: 'X-123' }, 'body.gtagId'],
      [{ ...kept, gtagId: `G-${'A'.repeat(31)}` }, 'body.gtagId'],
      [{ ...kept, gtagId: 'UA-1234' }, 'body.gtagId'],
      [{ ...kept, owner: 1 }, 'body'],
      [{ imageCdns: [], launchGameCdns: [] }, 'body.gtagId'],
    ];
    const before = (await admin('GET', adminToken)).json();
    const rows = (await audited()).length;
    for (const [body, field] of cases) {
      const answer = await admin('PUT', adminToken, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(answer.json().message).toEqual(expect.any(String));
      expect(answer.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const support = await operatorToken(t, 'cdnhelper', 'support');
    expect((await admin('GET', support)).statusCode).toBe(403);
    expect((await admin('PUT', support, none)).statusCode).toBe(403);
    expect((await admin('GET', adminToken)).json()).toEqual(before);
    expect((await audited()).length).toBe(rows);
    expect((await permission()).imageCDNs).toEqual(['https://img.cdn.example']);
  });
});
