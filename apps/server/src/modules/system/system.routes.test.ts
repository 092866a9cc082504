import { WHITELABEL_FLAGS } from '@platform/contract/constants';
import type { WhitelabelNode } from '@platform/contract/system';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { systemSettings } from './system.tables.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('system calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 127.0.0.1 (app.inject's address) is a trusted proxy here, so X-Forwarded-For counts.
    t = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' }, now: () => NOW, random: () => 0.99 });
  });
  afterAll(() => t.close());

  const setSettings = (values: Partial<typeof systemSettings.$inferInsert>) =>
    t.database.db.update(systemSettings).set(values).where(eq(systemSettings.merchantId, t.merchantId));

  it('answers status 0 with the visitor address when nothing gates the site', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { status: 0, maintenanceEnd: null, ip: '8.8.8.8', country: 'US', message: null },
    });
  });

  it('answers status 1 with the end time and the message in the asked language during maintenance', async () => {
    await setSettings({
      maintenanceStart: new Date('2026-06-01T11:00:00Z'),
      maintenanceEnd: new Date('2026-06-01T15:30:00Z'),
    });
    try {
      const res = await t.app.inject({ url: '/wps/system/status?lang=CN' });
      const { value } = res.json();
      expect(value.status).toBe(1);
      expect(value.maintenanceEnd).toBe('2026-06-01T15:30:00.000Z');
      expect(value.message).toContain('升级');
      // Without a language the merchant's default (MY, Burmese) is used.
      const burmese = (await t.app.inject({ url: '/wps/system/status' })).json().value.message;
      expect(burmese).toMatch(/[\u1000-\u109f]/);
    } finally {
      await setSettings({ maintenanceStart: null, maintenanceEnd: null });
    }
  });

  it('is back to normal once the maintenance window has ended', async () => {
    await setSettings({
      maintenanceStart: new Date('2026-05-01T00:00:00Z'),
      maintenanceEnd: new Date('2026-06-01T11:59:59Z'),
    });
    try {
      expect((await t.app.inject({ url: '/wps/system/status' })).json().value.status).toBe(0);
    } finally {
      await setSettings({ maintenanceStart: null, maintenanceEnd: null });
    }
  });

  it('answers status 2 with the visitor IP and message when the country is blocked, before maintenance', async () => {
    await setSettings({
      blockedCountries: ['US'],
      maintenanceStart: new Date('2026-06-01T11:00:00Z'),
      maintenanceEnd: new Date('2026-06-01T13:00:00Z'),
    });
    try {
      const blocked = await t.app.inject({
        url: '/wps/system/status?lang=EN',
        headers: { 'x-forwarded-for': '8.8.8.8' },
      });
      expect(blocked.json().value).toMatchObject({ status: 2, ip: '8.8.8.8', country: 'US' });
      expect(blocked.json().value.message).toBe('Our service is not available in your region.');
      const elsewhere = await t.app.inject({
        url: '/wps/system/status',
        headers: { 'x-forwarded-for': '223.5.5.5' },
      });
      expect(elsewhere.json().value).toMatchObject({ status: 1, country: 'CN' });
    } finally {
      await setSettings({ blockedCountries: [], maintenanceStart: null, maintenanceEnd: null });
    }
  });

  it('serves the permission answer with every field of spec §3 and a CDN picked from the list', async () => {
    await setSettings({
      imageCdns: ['https://img1.cdn.example', 'https://img2.cdn.example'],
      gtagId: 'G-TEST123',
    });
    try {
      const res = await t.app.inject({
        url: '/wps/system/permission?lang=EN',
        headers: { 'x-forwarded-for': '8.8.8.8' },
      });
      expect(res.statusCode).toBe(200);
      const value = res.json().value;
      expect(Object.keys(value).sort()).toEqual(
        [
          'analytics',
          'customerService',
          'domainRoute',
          'imageCDN',
          'imageCDNs',
          'launchGameCDN',
          'launchGameCDNs',
          'location',
          'mainDomain',
          'maintenance',
          'regionRestriction',
          'register',
          'resources',
          'whitelabel',
        ].sort(),
      );
      // random() = 0.99 picks the last configured CDN.
      expect(value.imageCDN).toBe('https://img2.cdn.example');
      expect(value.analytics.gtagId).toBe('G-TEST123');
      expect(value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
      expect(value.customerService[0]).toEqual({
        csType: 'LIVECHAT',
        title: 'Live chat 24/7',
        path: 'https://support.novaplay.example/chat',
      });
      expect(value.register.username).toEqual({
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        minLength: 6,
        maxLength: 16,
        patternId: 'LETTER_FIRST_ALNUM',
        required: true,
        shown: true,
      });
      expect(value.mainDomain).toBe('novaplay.example');
    } finally {
      await setSettings({ imageCdns: [], gtagId: null });
    }
  });

  it('falls back to the image host when no CDN is configured', async () => {
    const value = (await t.app.inject({ url: '/wps/system/permission' })).json().value;
    expect(value.imageCDN).toBe('/images');
    expect(value.launchGameCDN).toBeNull();
  });

  it('serves the whitelabel tree holding every flag of spec §3 with its enabled state', async () => {
    const tree: WhitelabelNode[] = (await t.app.inject({ url: '/wps/system/whitelabel' })).json().value;
    const flat = new Map<string, string>();
    const walk = (nodes: WhitelabelNode[]) => {
      for (const node of nodes) {
        flat.set(node.modId, node.enabled);
        walk(node.childrenNodes);
      }
    };
    walk(tree);
    for (const flag of WHITELABEL_FLAGS) expect(flat.has(flag), flag).toBe(true);
    expect(flat.get('MOBILENUMPASSREG3')).toBe('0');
    expect(flat.get('FREEPLAY3')).toBe('1');
    const register = tree.find((node) => node.modId === 'REGISTER3');
    expect(register?.childrenNodes.map((n) => n.modId)).toContain('USERNAMEREG3');
  });

  it('serves the domain route with the main domain and its lines', async () => {
    const value = (await t.app.inject({ url: '/wps/system/domainRoute' })).json().value;
    expect(value.mainDomain).toBe('novaplay.example');
    // The demo's lines: its own origin by two names (the seed's default port).
    expect(value.lines).toEqual([
      { name: 'Main', url: 'http://localhost:3000' },
      { name: 'Line 2', url: 'http://127.0.0.1:3000' },
    ]);
  });

  it('serves the site configuration the shell renders', async () => {
    const value = (await t.app.inject({ url: '/wps/system/config?lang=CN' })).json().value;
    expect(value).toMatchObject({
      platform: 'WEB',
      merchantCode: 'DEMO',
      brandName: 'Nova Play',
      licenseNumber: '365/JAZ',
      copyrightYear: 2025,
      defaultLanguage: 'MY',
      languages: ['MY', 'EN', 'CN'],
      lotteryType: 'Lott',
      esport: [],
      cockfight: [],
      inHouse: [],
      vendorIcons: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
    });
    expect(value.customerService[0].title).toBe('24小时在线客服');
    expect(value.socialLinks.map((l: { type: string }) => l.type)).toEqual([
      'FACEBOOK',
      'TELEGRAM',
      'INSTAGRAM',
      'YOUTUBE',
    ]);
  });

  it('answers each merchant on its own domain', async () => {
    const _other = await addSecondMerchant(t, {
      code: 'SECOND',
      brandName: 'Second Brand',
      licenseNumber: '999/XYZ',
      domain: 'second.example',
    });
    const second = await t.app.inject({
      url: '/wps/system/config',
      headers: { host: 'second.example:3000' },
    });
    expect(second.json().value).toMatchObject({
      merchantCode: 'SECOND',
      brandName: 'Second Brand',
      defaultLanguage: 'EN',
    });
    const demo = await t.app.inject({
      url: '/wps/system/config',
      headers: { host: 'line1.novaplay.example' },
    });
    expect(demo.json().value.merchantCode).toBe('DEMO');
  });

  it('rejects an unknown language and unknown query fields with the failing field named', async () => {
    const badLang = await t.app.inject({ url: '/wps/system/status?lang=XX' });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(badLang.json().fields[0].field).toBe('query.lang');
    const unknown = await t.app.inject({ url: '/wps/system/whitelabel?debug=1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe('query');
  });
});

describe('system calls without trusted proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from an untrusted peer, so a visitor cannot fake another country', async () => {
    await t.database.db
      .update(systemSettings)
      .set({ blockedCountries: ['CN'] })
      .where(eq(systemSettings.merchantId, t.merchantId));
    const res = await t.app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '223.5.5.5' },
    });
    expect(res.json().value).toMatchObject({ status: 0, ip: '127.0.0.1', country: null });
  });
});

describe('answers in production mode', () => {
  it('are written by fast-json-stringify exactly as the validating serializer writes them', async () => {
    const validating = await createTestApp({ now: () => NOW, random: () => 0 });
    const production = await createTestApp({
      env: { VALIDATE_RESPONSES: 'false' },
      now: () => NOW,
      random: () => 0,
    });
    try {
      const urls = [
        '/wps/system/status?lang=EN',
        '/wps/system/config?lang=CN',
        '/wps/system/permission?lang=MY',
        '/wps/system/whitelabel',
        '/wps/system/domainRoute',
        '/wps/content/banners?groupName=w_home',
        '/healthz',
      ];
      for (const url of urls) {
        const expected = await validating.app.inject({ url });
        const actual = await production.app.inject({ url });
        expect(actual.statusCode, url).toBe(200);
        expect(actual.json(), url).toEqual(expected.json());
      }
    } finally {
      await validating.close();
      await production.close();
    }
  });
});
