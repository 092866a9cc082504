import { ADMIN_PATHS, API_PATHS, OPS_PATHS } from '@platform/contract/paths';
import { SITE_LINES_MAX } from '@platform/contract/site-config-admin';
import { LINE_DETECTION_MODULE } from '@platform/contract/site-features';
import type { WhitelabelNode } from '@platform/contract/system';
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
    url: ADMIN_PATHS.siteLines,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const siteLines = async () => (await t.app.inject({ url: API_PATHS.domainRoute })).json().value.lines;
/** Whether the site shows the line-detection page and its menu entry. */
const pageShown = async () => {
  const tree: WhitelabelNode[] = (await t.app.inject({ url: API_PATHS.whitelabel })).json().value;
  return tree.find((node) => node.modId === LINE_DETECTION_MODULE)?.enabled === '1';
};
const audited = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, t.merchantId), eq(auditLog.action, 'site.lines')));

beforeAll(async () => {
  // A long cache TTL: the site shows a change at once only if the change reaches the caches.
  t = await createTestApp({ env: { SETTINGS_CACHE_MS: '600000' } });
  adminToken = await operatorToken(t, 'linesboss', 'admin');
});
afterAll(() => t.close());

describe('the lines of the line-detection page', () => {
  it('are replaced whole, as bare origins, served to the site at once and audited', async () => {
    expect(await pageShown()).toBe(true);
    const before = (await admin('GET', adminToken)).json().value;
    expect(await siteLines()).toEqual(before.lines);

    const saved = await admin('PUT', adminToken, {
      lines: [
        { name: '  Fast line ', url: 'https://LINE9.Example.com/' },
        { name: 'Backup', url: 'http://127.0.0.1:8080' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lines = [
      { name: 'Fast line', url: 'https://line9.example.com' },
      { name: 'Backup', url: 'http://127.0.0.1:8080' },
    ];
    expect(saved.json().value).toEqual({ lines });
    expect(await siteLines()).toEqual(lines);
    const permission = (await t.app.inject({ url: API_PATHS.permission })).json().value;
    expect(permission.domainRoute.lines).toEqual(lines);
    const [row] = await audited();
    expect(row).toMatchObject({ before, after: { lines } });
    // The site's pages may send the line page's timing requests to every line (CSP connect-src).
    const csp = String((await t.app.inject({ url: '/lines' })).headers['content-security-policy']);
    const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src'));
    expect(connect).toContain('https://line9.example.com');
    expect(connect).toContain('http://127.0.0.1:8080');
    // And the probe the page times answers a page of another line (no same-origin resource policy).
    const probe = await t.app.inject({ url: OPS_PATHS.health });
    expect(probe.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('none configured hides the page; adding one shows it again', async () => {
    expect((await admin('PUT', adminToken, { lines: [] })).statusCode).toBe(200);
    expect(await siteLines()).toEqual([]);
    expect(await pageShown()).toBe(false);
    await admin('PUT', adminToken, { lines: [{ name: 'Main', url: 'https://novaplay.example' }] });
    expect(await pageShown()).toBe(true);
  });

  it('refuses bad lines naming the field, and staff without settings.write; nothing changes', async () => {
    const line = { name: 'Main', url: 'https://novaplay.example' };
    const many = Array.from({ length: SITE_LINES_MAX + 1 }, (_, i) => ({
      name: `L${i}`,
      url: `https://l${i}.example`,
    }));
    const cases: [object, string][] = [
      [{ lines: [{ ...line, url: 'https://novaplay.example/promotions' }] }, 'body.lines.0.url'],
      [{ lines: [{ ...line, url: 'https://novaplay.example/?a=1' }] }, 'body.lines.0.url'],
      [{ lines: [{ ...line, url: 'javascript:alert(1)' }] }, 'body.lines.0.url'],
      [{ lines: [{ ...line, url: 'novaplay.example' }] }, 'body.lines.0.url'],
      [{ lines: [{ ...line, url: 'ftp://novaplay.example' }] }, 'body.lines.0.url'],
      [{ lines: [{ ...line, url: 'https://user:pw@novaplay.example' }] }, 'body.lines.0.url'],
      [{ lines: [line, { name: 'Again', url: 'https://NOVAPLAY.example/' }] }, 'body.lines.1.url'],
      [{ lines: [{ ...line, name: ' ' }] }, 'body.lines.0.name'],
      [{ lines: [{ ...line, name: 'a\u0000b' }] }, 'body.lines.0.name'],
      [{ lines: [{ ...line, owner: 1 }] }, 'body.lines.0'],
      [{ lines: many }, 'body.lines'],
      [{}, 'body.lines'],
    ];
    const before = (await admin('GET', adminToken)).json();
    const rows = (await audited()).length;
    for (const [body, field] of cases) {
      const answer = await admin('PUT', adminToken, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(answer.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const support = await operatorToken(t, 'lineshelper', 'support');
    expect((await admin('GET', support)).statusCode).toBe(403);
    expect((await admin('PUT', support, { lines: [] })).statusCode).toBe(403);
    expect((await admin('GET', adminToken)).json()).toEqual(before);
    expect((await audited()).length).toBe(rows);
  });
});
