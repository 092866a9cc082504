import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';

const HOUR = 3_600_000;
const clock = testClock('2026-06-01T12:00:00Z');
let t: TestApp;
let adminToken: string;
let supportToken: string;

function admin(method: 'GET' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
}

/** The player site's view, from an address in the country given (8.8.8.8 is US, 223.5.5.5 CN). */
function site(url: string, ip = '223.5.5.5', host = 'novaplay.example') {
  return t.app.inject({ url, headers: { 'x-forwarded-for': ip, host } });
}

const auditRows = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, t.merchantId), eq(auditLog.action, action)))
    .orderBy(auditLog.id);

const allAudit = () => t.database.db.select().from(auditLog).where(eq(auditLog.merchantId, t.merchantId));

const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

beforeAll(async () => {
  // A long cache TTL: the site can only show a change at once if the change reaches the caches.
  t = await createTestApp({
    env: { TRUSTED_PROXIES: '127.0.0.1', SETTINGS_CACHE_MS: '600000' },
    now: clock.now,
  });
  adminToken = await operatorToken(t, 'boss', 'admin');
  supportToken = await operatorToken(t, 'helper', 'support');
});
afterAll(async () => {
  await t.close();
});

describe('site maintenance window', () => {
  it('closes the site with its end time and message while it covers now, and clearing it reopens the site', async () => {
    expect((await site(API_PATHS.systemStatus)).json().value.status).toBe(0);
    const end = at(2 * HOUR);
    const saved = await admin('PUT', ADMIN_PATHS.siteMaintenance, adminToken, {
      start: at(-HOUR),
      end,
      message: { EN: '  Back at two  ', MY: 'ပြန်လာမည်', CN: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ end, active: true, message: { EN: 'Back at two' } });

    const status = (await site(`${API_PATHS.systemStatus}?lang=EN`)).json().value;
    expect(status).toMatchObject({ status: 1, maintenanceEnd: end, message: 'Back at two' });
    // CN was left blank, so a Chinese visitor reads the default language (MY), not an empty page.
    expect((await site(`${API_PATHS.systemStatus}?lang=CN`)).json().value.message).toBe('ပြန်လာမည်');

    const cleared = await admin('PUT', ADMIN_PATHS.siteMaintenance, adminToken, {
      start: null,
      end: null,
      message: { EN: 'Back at two' },
    });
    expect(cleared.json().value).toMatchObject({ start: null, end: null, active: false });
    expect((await site(API_PATHS.systemStatus)).json().value).toMatchObject({
      status: 0,
      maintenanceEnd: null,
    });

    const [opened, closed] = await auditRows('site.maintenance');
    expect(opened).toMatchObject({ before: { start: null, end: null }, after: { end } });
    expect(closed).toMatchObject({ before: { end }, after: { start: null, end: null } });
  });

  it('announces a window that starts later without closing the site yet', async () => {
    await admin('PUT', ADMIN_PATHS.siteMaintenance, adminToken, {
      start: at(HOUR),
      end: at(3 * HOUR),
      message: {},
    });
    expect((await site(API_PATHS.systemStatus)).json().value.status).toBe(0);
    const permission = (await site(API_PATHS.permission)).json().value;
    expect(permission.maintenance).toEqual({ active: false, start: at(HOUR), end: at(3 * HOUR) });
    await admin('PUT', ADMIN_PATHS.siteMaintenance, adminToken, { start: null, end: null, message: {} });
  });
});

describe('blocked regions', () => {
  it('sends visitors from a blocked country to the region page with the message, and no one else', async () => {
    expect((await site(API_PATHS.systemStatus, '8.8.8.8')).json().value.status).toBe(0);
    const saved = await admin('PUT', ADMIN_PATHS.siteRegions, adminToken, {
      blockedCountries: ['us', ' mm '],
      restrictionMessage: { EN: 'Not in your <b>region</b>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toEqual({
      blockedCountries: ['US', 'MM'],
      restrictionMessage: { EN: 'Not in your region' },
    });

    const blocked = (await site(`${API_PATHS.systemStatus}?lang=EN`, '8.8.8.8')).json().value;
    expect(blocked).toMatchObject({ status: 2, country: 'US', message: 'Not in your region' });
    expect((await site(API_PATHS.permission, '8.8.8.8')).json().value.regionRestriction).toEqual({
      restricted: true,
      country: 'US',
    });
    expect((await site(API_PATHS.systemStatus, '223.5.5.5')).json().value.status).toBe(0);

    const [row] = await auditRows('site.regions');
    expect(row).toMatchObject({
      objectType: 'site_settings',
      before: { blockedCountries: [] },
      after: { blockedCountries: ['US', 'MM'] },
    });
    await admin('PUT', ADMIN_PATHS.siteRegions, adminToken, { blockedCountries: [], restrictionMessage: {} });
    expect((await site(API_PATHS.systemStatus, '8.8.8.8')).json().value.status).toBe(0);
  });
});

describe('social links', () => {
  it('replaces the footer links as a whole list, in the order given', async () => {
    const before = (await admin('GET', ADMIN_PATHS.siteSocialLinks, adminToken)).json().value.links;
    expect((await site(API_PATHS.systemConfig)).json().value.socialLinks).toEqual(before);
    const links = [
      { type: 'TIKTOK', url: 'https://www.tiktok.com/@novaplay' },
      { type: 'FACEBOOK', url: 'http://facebook.com/novaplay' },
    ];
    const saved = await admin('PUT', ADMIN_PATHS.siteSocialLinks, adminToken, { links });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await site(API_PATHS.systemConfig)).json().value.socialLinks).toEqual(links);
    expect((await admin('GET', ADMIN_PATHS.siteSocialLinks, adminToken)).json().value).toEqual({ links });

    const [row] = await auditRows('site.social_links');
    expect(row).toMatchObject({ before: { links: before }, after: { links } });
  });
});

describe('brand and languages', () => {
  it('shows the new brand and languages on every host of the site at once', async () => {
    // Both host names are cached before the change; the change must reach both.
    for (const host of ['novaplay.example', 'line1.novaplay.example'])
      expect((await site(API_PATHS.systemConfig, undefined, host)).json().value.brandName).toBe('Nova Play');
    const brand = {
      brandName: 'Nova Play Asia',
      licenseNumber: '777/ABC',
      copyrightYear: 2026,
      languages: ['EN', 'CN'],
      defaultLanguage: 'EN',
    };
    const saved = await admin('PUT', ADMIN_PATHS.siteBrand, adminToken, brand);
    expect(saved.statusCode, saved.body).toBe(200);
    for (const host of ['novaplay.example', 'line1.novaplay.example'])
      expect((await site(API_PATHS.systemConfig, undefined, host)).json().value).toMatchObject(brand);

    // Burmese is no longer offered: a visitor asking for it reads the new default, English.
    await admin('PUT', ADMIN_PATHS.siteRegions, adminToken, {
      blockedCountries: ['US'],
      restrictionMessage: { EN: 'Not here', MY: 'ဒီမှာမရပါ' },
    });
    expect((await site(`${API_PATHS.systemStatus}?lang=MY`, '8.8.8.8')).json().value.message).toBe(
      'Not here',
    );
    await admin('PUT', ADMIN_PATHS.siteRegions, adminToken, { blockedCountries: [], restrictionMessage: {} });

    const [row] = await auditRows('site.brand');
    expect(row).toMatchObject({
      before: { brandName: 'Nova Play', languages: ['MY', 'EN', 'CN'], defaultLanguage: 'MY' },
      after: brand,
    });
  });
});

describe('who may change the site, and what is refused', () => {
  const paths = [
    ADMIN_PATHS.siteBrand,
    ADMIN_PATHS.siteMaintenance,
    ADMIN_PATHS.siteRegions,
    ADMIN_PATHS.siteSocialLinks,
  ];

  it('answers 403 without data to an operator without settings.write, and writes nothing', async () => {
    const audited = (await allAudit()).length;
    for (const path of paths) {
      const read = await admin('GET', path, supportToken);
      expect(read.statusCode).toBe(403);
      expect(read.json().value).toBeUndefined();
    }
    const writes: [string, object][] = [
      [ADMIN_PATHS.siteMaintenance, { start: at(-HOUR), end: at(HOUR), message: {} }],
      [ADMIN_PATHS.siteRegions, { blockedCountries: ['CN'], restrictionMessage: {} }],
      [ADMIN_PATHS.siteSocialLinks, { links: [] }],
    ];
    for (const [path, body] of writes)
      expect((await admin('PUT', path, supportToken, body)).statusCode).toBe(403);
    expect((await allAudit()).length).toBe(audited);
    expect((await site(API_PATHS.systemStatus)).json().value.status).toBe(0);
    expect((await site(API_PATHS.systemConfig)).json().value.socialLinks).not.toEqual([]);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const brand = {
      brandName: 'Nova',
      licenseNumber: '1',
      copyrightYear: 2026,
      languages: ['EN'],
      defaultLanguage: 'EN',
    };
    const window = { start: at(-HOUR), end: at(HOUR), message: {} };
    const cases: [string, object, string][] = [
      [ADMIN_PATHS.siteBrand, { ...brand, defaultLanguage: 'CN' }, 'body.defaultLanguage'],
      [ADMIN_PATHS.siteBrand, { ...brand, languages: ['EN', 'FR'] }, 'body.languages.1'],
      [ADMIN_PATHS.siteBrand, { ...brand, languages: [] }, 'body.languages'],
      [ADMIN_PATHS.siteBrand, { ...brand, brandName: 'No\u0000va' }, 'body.brandName'],
      [ADMIN_PATHS.siteBrand, { ...brand, owner: 'me' }, 'body'],
      [ADMIN_PATHS.siteMaintenance, { ...window, end: at(-2 * HOUR) }, 'body.end'],
      [ADMIN_PATHS.siteMaintenance, { ...window, end: null }, 'body.end'],
      [ADMIN_PATHS.siteMaintenance, { ...window, start: 'tomorrow' }, 'body.start'],
      [ADMIN_PATHS.siteMaintenance, { ...window, message: { EN: 'a\u0000b' } }, 'body.message.EN'],
      [
        ADMIN_PATHS.siteRegions,
        { blockedCountries: ['US', 'QQ'], restrictionMessage: {} },
        'body.blockedCountries.1',
      ],
      [
        ADMIN_PATHS.siteRegions,
        { blockedCountries: ['USA'], restrictionMessage: {} },
        'body.blockedCountries.0',
      ],
      [
        ADMIN_PATHS.siteRegions,
        { blockedCountries: ['us', 'US'], restrictionMessage: {} },
        'body.blockedCountries',
      ],
      [
        ADMIN_PATHS.siteSocialLinks,
        { links: [{ type: 'LINE', url: 'javascript:alert(1)' }] },
        'body.links.0.url',
      ],
      [ADMIN_PATHS.siteSocialLinks, { links: [{ type: 'LINE', url: '/promotions' }] }, 'body.links.0.url'],
      [
        ADMIN_PATHS.siteSocialLinks,
        { links: [{ type: 'MYSPACE', url: 'https://a.example' }] },
        'body.links.0.type',
      ],
      [
        ADMIN_PATHS.siteSocialLinks,
        {
          links: [
            { type: 'LINE', url: 'https://line.me/a' },
            { type: 'LINE', url: 'https://line.me/b' },
          ],
        },
        'body.links.1.type',
      ],
    ];
    const readAll = () =>
      Promise.all(paths.map(async (path) => (await admin('GET', path, adminToken)).json()));
    const before = await readAll();
    const audited = (await allAudit()).length;
    for (const [path, body, field] of cases) {
      const answer = await admin('PUT', path, adminToken, body);
      expect(answer.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(answer.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await readAll()).toEqual(before);
    expect((await allAudit()).length).toBe(audited);
  });
});
