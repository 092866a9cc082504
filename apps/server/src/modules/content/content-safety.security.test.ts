import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { customerServiceEntries } from '../system/system.tables.ts';
import { contentItems } from './content.tables.ts';

/** Finding 7 of issue 14: the server itself refuses unsafe links and stores only safe text. */

let t: TestApp;
let editor: string;

const bearer = () => ({ authorization: `Bearer ${editor}` });
const contentCount = async () => (await t.database.db.select({ n: count() }).from(contentItems))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  editor = await operatorToken(t, 'safety-editor', 'content');
});
afterAll(() => t.close());

/** Links a browser would run, load from elsewhere or misread, however they are cased or split. */
const UNSAFE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  'https://ok.example/"><script>alert(1)</script>',
];

function expectLinkRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { success: boolean; code: string; fields: { field: string }[] };
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  expect(body.fields.map((f) => f.field)).toContain(field);
}

describe('operator links', () => {
  it.each(UNSAFE_LINKS)(
    'refuses a banner linking to %j with a 400 naming the field, storing nothing',
    async (link) => {
      const before = await contentCount();
      for (const linkageType of ['URL', 'ROUTE']) {
        const response = await t.app.inject({
          method: 'POST',
          url: ADMIN_PATHS.contentBanners,
          headers: bearer(),
          payload: { groupName: 'w_home', image: 'a.png', linkageType, linkage: link },
        });
        expectLinkRefused(response, 'body.linkage');
      }
      expect(await contentCount()).toBe(before);
    },
  );

  it('refuses the same links when a banner is changed, and keeps the stored one', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.contentBanners,
      headers: bearer(),
      payload: {
        groupName: 'w_home',
        image: 'a.png',
        linkageType: 'URL',
        linkage: 'https://ok.example/offer',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().value.id as number;
    for (const link of UNSAFE_LINKS) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${ADMIN_PATHS.contentBanners}/${id}`,
        headers: bearer(),
        payload: { linkage: link },
      });
      expectLinkRefused(response, 'body.linkage');
    }
    const list = await t.app.inject({ url: ADMIN_PATHS.contentBanners, headers: bearer() });
    const stored = list.json().value.list.find((item: { id: number }) => item.id === id);
    expect(stored.fields.linkage).toBe('https://ok.example/offer');
  });

  it('accepts https, http, site paths and promotion ids as banner linkages', async () => {
    for (const [linkageType, linkage] of [
      ['URL', 'https://ok.example/a?b=c#d'],
      ['URL', 'http://ok.example'],
      ['ROUTE', '/promotions'],
      ['PROMOTION', '12'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: ADMIN_PATHS.contentBanners,
        headers: bearer(),
        payload: { groupName: 'w_home', image: 'a.png', linkageType, linkage },
      });
      expect(response.statusCode, `${linkage}: ${response.body}`).toBe(201);
    }
  });

  it('refuses an unsafe customer-service link, storing nothing', async () => {
    const entries = async () =>
      (await t.database.db.select({ n: count() }).from(customerServiceEntries))[0]!.n;
    const before = await entries();
    for (const link of UNSAFE_LINKS) {
      const response = await t.app.inject({
        method: 'POST',
        url: ADMIN_PATHS.contentCustomerService,
        headers: bearer(),
        payload: { csType: 'CHAT', title: { EN: 'Chat' }, path: link },
      });
      expectLinkRefused(response, 'body.path');
    }
    expect(await entries()).toBe(before);
  });
});

/** Markup that would run script in whatever client shows the text as HTML. */
const HOSTILE_MARKUP =
  '<p>Hello</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">win</a>' +
  '&lt;script&gt;alert(2)&lt;/script&gt;';
const RUNNABLE = /<\s*(script|iframe)\b|onerror\s*=|javascript:/i;
/** Plain text keeps no tag at all. */
const ANY_TAG = /<\s*[a-z!/?]/i;

describe('operator text', () => {
  it('stores a notice as plain text: no markup reaches the public or the operator API', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.contentNotices,
      headers: bearer(),
      payload: { title: { EN: `<b>Hot</b> news${HOSTILE_MARKUP}` }, content: { EN: HOSTILE_MARKUP } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().value.id as number;

    const operatorList = await t.app.inject({ url: ADMIN_PATHS.contentNotices, headers: bearer() });
    const stored = operatorList.json().value.list.find((item: { id: number }) => item.id === id);
    const publicAnswer = await t.app.inject({ url: `${API_PATHS.announcementContent}?types=H&lang=EN` });
    const served = publicAnswer.json().value.notices.find((notice: { id: number }) => notice.id === id);

    for (const text of [stored.fields.content.EN, stored.fields.title.EN, served.content, served.title])
      expect(text).not.toMatch(ANY_TAG);
    expect(served.content).toBe(stored.fields.content.EN);
    expect(served.content).toContain('Hello');
    expect(served.content).toContain('win');
    expect(served.title).toBe(stored.fields.title.EN);
    expect(served.title.startsWith('Hot news')).toBe(true);
  });

  it('stores pop-up HTML sanitized to the shared allow-list, for the public and the operator API', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.contentPopups,
      headers: bearer(),
      payload: {
        execution: 'B',
        title: { EN: 'Offer<script>alert(1)</script>' },
        content: { EN: `${HOSTILE_MARKUP}<a href="https://ok.example" target="_blank">terms</a>` },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().value.id as number;

    const operatorList = await t.app.inject({ url: ADMIN_PATHS.contentPopups, headers: bearer() });
    const stored = operatorList.json().value.list.find((item: { id: number }) => item.id === id);
    const publicAnswer = await t.app.inject({ url: `${API_PATHS.popups}?lang=EN` });
    const served = publicAnswer.json().value.list.find((popup: { id: number }) => popup.id === id);

    expect(served.content).toBe(stored.fields.content.EN);
    expect(served.content).not.toMatch(RUNNABLE);
    expect(served.content).toContain('<p>Hello</p>');
    expect(served.content).toContain(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">terms</a>',
    );
    expect(served.title).toBe('Offer');
  });
});
