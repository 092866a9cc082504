import { BANNER_GROUPS } from '@platform/contract/constants';
import { HELP_ARTICLE_KINDS } from '@platform/contract/content-constants';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertMember } from '../accounts/members.service.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { JPEG, PNG, WEBP } from '../images/image-fixtures.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { contentItems } from './content.tables.ts';

const DAY = 86_400_000;
const MEMBER_PASSWORD = 'Secret123';

let t: TestApp;
const clock = { now: new Date() };
let editor: string;
let support: string;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function create(path: string, payload: object, token = editor) {
  return t.app.inject({ method: 'POST', url: path, headers: bearer(token), payload });
}

async function created(path: string, payload: object): Promise<number> {
  const response = await create(path, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().value.id as number;
}

function update(path: string, id: number, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `${path}/${id}`, headers: bearer(editor), payload });
}

function retire(path: string, id: number) {
  return t.app.inject({ method: 'POST', url: `${path}/${id}/retire`, headers: bearer(editor) });
}

async function publicGet(url: string, token?: string) {
  const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

let memberSerial = 0;
/** A member and a password login; the member's first login is a first-time login (spec §4). */
async function memberLogin(account?: string): Promise<{ account: string; token: string }> {
  if (!account) {
    memberSerial += 1;
    account = `content${memberSerial}`;
    const inserted = await insertMember(t.database.db, {
      merchantId: t.merchantId,
      account,
      nickname: account,
      type: 0,
      passwordHash: await hashPassword(MEMBER_PASSWORD),
      passwordChangedAt: clock.now,
      registerIp: '127.0.0.1',
      registerMethod: 'WEB',
      registerType: 'USERNAME',
      createdAt: t.ctx.system.now(),
    });
    if (!inserted.ok) throw new Error('could not insert a member');
  }
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username: account, password: MEMBER_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { account, token: response.json().value.token as string };
}

const contentCount = async () => (await t.database.db.select({ n: count() }).from(contentItems))[0]!.n;
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
const ids = (list: { id: number }[]) => list.map((item) => item.id);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  editor = await operatorToken(t, 'editor', 'content');
  support = await operatorToken(t, 'helpdesk', 'support');
});
afterAll(() => t.close());

describe('demo content', () => {
  it('fills every banner group, the marquee, pop-ups, a dozen promotions and the help centre in three languages', async () => {
    const content = await publicGet(`${API_PATHS.announcementContent}?types=B,PL,PU,PR,H&platform=W&lang=EN`);
    const groups = new Set(content.banners.map((banner: { groupName: string }) => banner.groupName));
    expect([...groups].sort()).toEqual([...BANNER_GROUPS].sort());
    expect(content.promotions.length).toBeGreaterThanOrEqual(12);
    expect(content.promotions.some((p: { longTerm: boolean }) => p.longTerm)).toBe(true);
    expect(content.promotions.some((p: { endTime: string | null }) => p.endTime !== null)).toBe(true);
    expect(content.promotions.every((p: { tags: string[] }) => p.tags.length > 0)).toBe(true);
    expect(content.categories.map((c: { type: string }) => c.type)).toEqual(
      expect.arrayContaining([
        'all',
        'sports',
        'live',
        'rng',
        'pvp',
        'fish',
        'lottery',
        'gaming',
        'lotto_promo',
      ]),
    );
    expect(content.notices.length).toBeGreaterThanOrEqual(3);
    // An anonymous visitor gets the anonymous pop-up only.
    expect(content.popups.map((p: { execution: string }) => p.execution)).toEqual(['B']);

    const [en, cn, my] = await Promise.all(
      ['EN', 'CN', 'MY'].map((lang) => publicGet(`${API_PATHS.announcementContent}?types=PR,H&lang=${lang}`)),
    );
    expect(cn.promotions[0].title).not.toBe(en.promotions[0].title);
    expect(my.promotions[0].title).toMatch(/[\u1000-\u109f]/); // Myanmar script
    expect(cn.notices[0].title).toMatch(/[\u4e00-\u9fff]/);

    const help = await publicGet(`${API_PATHS.helpCenter}?lang=MY&device=WEB`);
    expect(new Set(help.list.map((a: { kind: string }) => a.kind))).toEqual(new Set(HELP_ARTICLE_KINDS));
    expect(help.list.find((a: { slug: string }) => a.slug === 'term').title).toMatch(/[\u1000-\u109f]/);

    const service = await publicGet(`${API_PATHS.customerService}?lang=CN`);
    expect(service.list[0]).toMatchObject({ csType: 'LIVECHAT', title: '24小时在线客服' });
  });

  it('points banners and promotion images at artwork the image host serves', async () => {
    const content = await publicGet(`${API_PATHS.announcementContent}?types=B,PR`);
    const urls = [
      ...content.banners.map((b: { url: string }) => b.url),
      ...content.promotions.flatMap((p: { announcementImages: { url: string }[] }) =>
        p.announcementImages.map((i) => i.url),
      ),
    ];
    for (const url of new Set(urls)) {
      const image = await t.app.inject({ url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['x-image-fallback'], url).toBeUndefined();
    }
  });
});

describe('operator API', () => {
  it('needs an operator token (401) with content.write (403)', async () => {
    const payload = { groupName: 'w_home', image: 'DEMO_CONTENT/BANNER/x.png' };
    expect(
      (await t.app.inject({ method: 'POST', url: ADMIN_PATHS.contentBanners, payload })).statusCode,
    ).toBe(401);
    expect((await create(ADMIN_PATHS.contentBanners, payload, support)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: ADMIN_PATHS.contentPromotions, headers: bearer(support) })).statusCode,
    ).toBe(403);
    // A member's token is not an operator's.
    const member = await memberLogin();
    expect((await create(ADMIN_PATHS.contentBanners, payload, member.token)).statusCode).toBe(401);
  });

  it('audits each change with the object before and after', async () => {
    const id = await created(ADMIN_PATHS.contentNotices, {
      title: { EN: 'Audited' },
      content: { EN: 'Body' },
    });
    expect((await update(ADMIN_PATHS.contentNotices, id, { sortOrder: 5 })).statusCode).toBe(200);
    expect((await retire(ADMIN_PATHS.contentNotices, id)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)));
    const mine = rows.filter((row) => row.objectType === 'notice');
    expect(mine.map((row) => row.action)).toEqual(['content.create', 'content.update', 'content.retire']);
    expect(mine[1]).toMatchObject({
      before: expect.objectContaining({ sortOrder: 0 }),
      after: expect.objectContaining({ sortOrder: 5 }),
    });
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const categoryId = await created(ADMIN_PATHS.contentPromotionCategories, {
      type: 'sports',
      title: { EN: 'Bad input' },
    });
    const promotion = await created(ADMIN_PATHS.contentPromotions, {
      title: { EN: 'Valid' },
      content: { EN: '<p>ok</p>' },
      categoryIds: [categoryId],
      promotionType: 'CASHBACK',
    });
    const [items, audits] = [await contentCount(), await auditCount()];
    const valid = {
      title: { EN: 'x' },
      content: { EN: 'y' },
      categoryIds: [categoryId],
      promotionType: 'CASHBACK',
    };
    const cases: [object, string][] = [
      [{ ...valid, title: { EN: 'x'.repeat(10_000) } }, 'body.title.EN'],
      [{ ...valid, title: {} }, 'body.title'],
      [{ ...valid, title: { XX: 'x' } }, 'body.title'],
      [{ ...valid, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }, 'body.endsAt'],
      [{ ...valid, longTerm: true, endsAt: '2030-01-01T00:00:00Z' }, 'body.endsAt'],
      [{ ...valid, categoryIds: [999_999] }, 'body.categoryIds'],
      [{ ...valid, categoryIds: [promotion] }, 'body.categoryIds'], // a promotion is not a category
      [{ ...valid, tags: ['hot'] }, 'body.tags.0'],
      [{ ...valid, startsAt: 'tomorrow' }, 'body.startsAt'],
      [{ ...valid, images: [{ sequence: 1, image: '../../etc/passwd' }] }, 'body.images.0.image'],
      [{ ...valid, images: [{ sequence: 1, image: 'javascript:alert(1)' }] }, 'body.images.0.image'],
      [{ ...valid, extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const response = await create(ADMIN_PATHS.contentPromotions, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      if (field) expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    // An update cannot break the schedule against what is stored either.
    await update(ADMIN_PATHS.contentPromotions, promotion, { startsAt: '2026-03-01T00:00:00Z' });
    const before = await contentCount();
    const badEnd = await update(ADMIN_PATHS.contentPromotions, promotion, { endsAt: '2026-02-01T00:00:00Z' });
    expect(badEnd.statusCode).toBe(400);
    expect(badEnd.json().fields[0].field).toBe('body.endsAt');
    expect((await update(ADMIN_PATHS.contentPromotions, promotion, {})).statusCode).toBe(400);
    expect((await update(ADMIN_PATHS.contentPromotions, 999_999, { sortOrder: 1 })).statusCode).toBe(404);
    // A banner's linkage must be one the site knows how to open.
    expect(
      (
        await create(ADMIN_PATHS.contentBanners, {
          groupName: 'w_home',
          image: 'a.png',
          linkageType: 'SCRIPT',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await create(ADMIN_PATHS.contentBanners, { groupName: 'w_nowhere', image: 'a.png' })).statusCode,
    ).toBe(400);
    expect(
      (
        await create(ADMIN_PATHS.contentCustomerService, {
          csType: 'CHAT',
          title: { EN: 'x' },
          path: 'javascript:alert(1)',
        })
      ).statusCode,
    ).toBe(400);
    // A 1 MB title does not even reach the schema.
    const huge = await create(ADMIN_PATHS.contentNotices, {
      title: { EN: 'x'.repeat(1_100_000) },
      content: { EN: 'y' },
    });
    expect(huge.statusCode).toBe(413);

    expect(await contentCount()).toBe(before);
    expect(before).toBe(items);
    expect(await auditCount()).toBe(audits + 1); // the one valid update above
    const stored = await t.database.db.select().from(contentItems).where(eq(contentItems.id, promotion));
    expect(stored[0]!.endsAt).toBeNull();
  });

  it('keeps help-article slugs unique among live articles', async () => {
    const first = await created(ADMIN_PATHS.contentHelpArticles, {
      kind: 'help',
      slug: 'unique-slug',
      title: { EN: 'One' },
      content: { EN: '<p>One</p>' },
    });
    const again = await create(ADMIN_PATHS.contentHelpArticles, {
      kind: 'news',
      slug: 'unique-slug',
      title: { EN: 'Two' },
      content: { EN: '<p>Two</p>' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields[0].field).toBe('body.slug');
    await retire(ADMIN_PATHS.contentHelpArticles, first);
    expect(
      (
        await create(ADMIN_PATHS.contentHelpArticles, {
          kind: 'help',
          slug: 'unique-slug',
          title: { EN: 'Three' },
          content: { EN: 'x' },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('visibility', () => {
  it('serves an item only inside its schedule', async () => {
    const start = new Date(clock.now.getTime() + DAY);
    const id = await created(ADMIN_PATHS.contentNotices, {
      title: { EN: 'Scheduled' },
      content: { EN: 'Soon' },
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + DAY).toISOString(),
    });
    const visible = async () => ids((await publicGet(`${API_PATHS.notices}?lang=EN`)).list).includes(id);
    const saved = clock.now;
    try {
      expect(await visible()).toBe(false);
      clock.now = new Date(start.getTime());
      expect(await visible()).toBe(true);
      clock.now = new Date(start.getTime() + DAY - 1);
      expect(await visible()).toBe(true);
      clock.now = new Date(start.getTime() + DAY);
      expect(await visible()).toBe(false);
    } finally {
      clock.now = saved;
    }
  });

  it('answers the asked language, else the merchant default (MY), and honours language targeting', async () => {
    const both = await created(ADMIN_PATHS.contentNotices, {
      title: { MY: 'မင်္ဂလာပါ', CN: '你好' },
      content: { MY: 'စာ', CN: '内容' },
    });
    const cnOnly = await created(ADMIN_PATHS.contentNotices, {
      title: { CN: '仅中文' },
      content: { CN: '仅中文' },
      languages: ['CN'],
    });
    const byId = (list: { id: number; title: string }[], id: number) => list.find((n) => n.id === id);
    const cn = (await publicGet(`${API_PATHS.notices}?lang=CN`)).list;
    const en = (await publicGet(`${API_PATHS.notices}?lang=EN`)).list;
    expect(byId(cn, both)?.title).toBe('你好');
    expect(byId(en, both)?.title).toBe('မင်္ဂလာပါ');
    expect(byId(cn, cnOnly)?.title).toBe('仅中文');
    expect(byId(en, cnOnly)).toBeUndefined();
    // A language the platform does not know is refused.
    const unknown = await t.app.inject({ url: `${API_PATHS.notices}?lang=TH` });
    expect(unknown.statusCode).toBe(400);
  });

  it('targets pop-ups by execution from the session: B anonymous, A logged in, F only on a first login', async () => {
    const popup = (execution: string) =>
      created(ADMIN_PATHS.contentPopups, {
        title: { EN: `Pop ${execution}` },
        content: { EN: '<p>x</p>' },
        execution,
      });
    const [a, b, f] = [await popup('A'), await popup('B'), await popup('F')];
    const mine = (list: { id: number; execution: string }[]) =>
      list.filter((p) => [a, b, f].includes(p.id)).map((p) => p.execution);

    expect(mine((await publicGet(API_PATHS.popups)).list)).toEqual(['B']);
    // An anonymous caller cannot ask for what its session does not give it.
    expect(mine((await publicGet(`${API_PATHS.popups}?execution=A`)).list)).toEqual([]);
    expect(mine((await publicGet(`${API_PATHS.popups}?execution=F`)).list)).toEqual([]);
    // A dead token is a visitor.
    expect(mine((await publicGet(API_PATHS.popups, 'x'.repeat(43))).list)).toEqual(['B']);

    const first = await memberLogin();
    expect(mine((await publicGet(API_PATHS.popups, first.token)).list)).toEqual(['A', 'F']);
    expect(mine((await publicGet(`${API_PATHS.popups}?execution=F`, first.token)).list)).toEqual(['F']);
    const content = await publicGet(`${API_PATHS.announcementContent}?types=PU`, first.token);
    expect(mine(content.popups)).toEqual(['A', 'F']);
    expect(content.banners).toEqual([]);

    const second = await memberLogin(first.account);
    expect(mine((await publicGet(API_PATHS.popups, second.token)).list)).toEqual(['A']);
  });

  it('targets banners by audience and orders them by sort order', async () => {
    const banner = (image: string, extra: object) =>
      created(ADMIN_PATHS.contentBanners, {
        groupName: 'w_login',
        image,
        linkageType: 'ROUTE',
        linkage: '/promotions',
        ...extra,
      });
    await banner('t/members.png', { audience: 'logged_in', sortOrder: -10 });
    await banner('t/visitors.png', { audience: 'anonymous', sortOrder: -20 });
    await banner('t/everyone.png', { sortOrder: -30 });
    const urls = async (token?: string) =>
      (await publicGet(`${API_PATHS.banners}?groupName=w_login`, token)).list
        .map((b: { url: string }) => b.url)
        .filter((url: string) => url.startsWith('/images/t/'));
    expect(await urls()).toEqual(['/images/t/everyone.png', '/images/t/visitors.png']);
    const member = await memberLogin();
    expect(await urls(member.token)).toEqual(['/images/t/everyone.png', '/images/t/members.png']);
    const one = (await publicGet(`${API_PATHS.banners}?groupName=w_login`)).list[0];
    expect(one).toEqual({
      url: '/images/t/everyone.png',
      groupName: 'w_login',
      linkageType: 'ROUTE',
      linkage: '/promotions',
    });
  });

  it('never serves retired content, and a retired item cannot change', async () => {
    const category = await created(ADMIN_PATHS.contentPromotionCategories, {
      type: 'fish',
      title: { EN: 'Retiring' },
    });
    const keep = await created(ADMIN_PATHS.contentPromotionCategories, {
      type: 'live',
      title: { EN: 'Kept' },
    });
    const promotion = await created(ADMIN_PATHS.contentPromotions, {
      title: { EN: 'Retire me' },
      content: { EN: '<p>x</p>' },
      categoryIds: [category, keep],
      promotionType: 'MISSION',
      tags: ['limited'],
      images: [
        { sequence: 2, image: 'DEMO_CONTENT/PROMO/x.png' },
        { sequence: 1, image: 'https://cdn.example/card.png' },
      ],
      longTerm: true,
      goTo: 'register',
    });
    const find = async () => {
      const content = await publicGet(`${API_PATHS.announcementContent}?types=PR,PL&lang=EN`);
      return {
        promotion: content.promotions.find((p: { id: number }) => p.id === promotion),
        categoryIds: ids(content.categories),
      };
    };
    const live = await find();
    expect(live.promotion).toMatchObject({
      category: 'fish',
      promotionType: 'MISSION',
      promoAnnouncementCategoryIds: [category, keep],
      announcementImages: [
        { sequence: 1, url: 'https://cdn.example/card.png' },
        { sequence: 2, url: '/images/DEMO_CONTENT/PROMO/x.png' },
      ],
      endTime: null,
      longTerm: true,
      tags: ['limited'],
      goTo: 'register',
    });

    expect((await retire(ADMIN_PATHS.contentPromotionCategories, category)).statusCode).toBe(200);
    const afterCategory = await find();
    expect(afterCategory.categoryIds).not.toContain(category);
    expect(afterCategory.promotion).toMatchObject({ category: 'live', promoAnnouncementCategoryIds: [keep] });

    const retired = await retire(ADMIN_PATHS.contentPromotions, promotion);
    expect(retired.json().value.retiredAt).not.toBeNull();
    expect((await find()).promotion).toBeUndefined();
    expect((await retire(ADMIN_PATHS.contentPromotions, promotion)).statusCode).toBe(200);
    expect((await update(ADMIN_PATHS.contentPromotions, promotion, { sortOrder: 1 })).statusCode).toBe(409);

    const listed = async (query: string) =>
      ids((await publicGet(`${ADMIN_PATHS.contentPromotions}${query}`, editor)).list);
    expect(await listed('')).not.toContain(promotion);
    expect(await listed('?includeRetired=true')).toContain(promotion);
  });

  it('retires customer-service entries and serves the rest', async () => {
    const response = await create(ADMIN_PATHS.contentCustomerService, {
      csType: 'WHATSAPP',
      title: { EN: 'WhatsApp', CN: 'WhatsApp 客服', MY: 'WhatsApp အကူအညီ' },
      path: 'https://wa.me/000000',
      sortOrder: 9,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().value.id as number;
    const types = async () =>
      (await publicGet(`${API_PATHS.customerService}?lang=MY`)).list.map((e: { csType: string }) => e.csType);
    expect(await types()).toContain('WHATSAPP');
    expect((await retire(ADMIN_PATHS.contentCustomerService, id)).statusCode).toBe(200);
    expect(await types()).not.toContain('WHATSAPP');
    const config = await publicGet(`${API_PATHS.permission}?lang=EN`);
    expect(config.customerService.map((e: { csType: string }) => e.csType)).not.toContain('WHATSAPP');
  });

  it('answers 400 for unknown data types, platforms and devices', async () => {
    for (const url of [
      `${API_PATHS.announcementContent}?types=B,XX`,
      `${API_PATHS.announcementContent}?platform=H5`,
      `${API_PATHS.announcementContent}?execution=Z`,
      `${API_PATHS.helpCenter}?device=APP`,
      `${API_PATHS.helpCenter}?kind=secret`,
      `${API_PATHS.banners}?groupName=w_home&extra=1`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('sanitized HTML', () => {
  it('stores and serves operator HTML without scripts, handlers or javascript: links', async () => {
    const id = await created(ADMIN_PATHS.contentPopups, {
      execution: 'B',
      title: { EN: 'XSS' },
      content: {
        EN: '<p onclick="alert(1)">Hi <a href="JaVaScRiPt:alert(1)">x</a><script>alert(1)</script><img src=x onerror=alert(1)><a href="https://example.com" target="_blank">ok</a></p>',
      },
    });
    const stored = await t.database.db.select().from(contentItems).where(eq(contentItems.id, id));
    const html = (stored[0]!.fields.content as { EN: string }).EN;
    const served = (await publicGet(API_PATHS.popups)).list.find((p: { id: number }) => p.id === id).content;
    expect(served).toBe(html);
    expect(html).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });
});

describe('content images', () => {
  const upload = (bytes: Buffer, contentType = 'image/png', token: string | null = editor) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.contentImages,
      headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
      payload: bytes,
    });

  it('stores PNG, JPEG and WebP by their bytes where the image host serves them', async () => {
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      // The declared type is not believed: every upload here says octet-stream or png.
      const response = await upload(bytes, type === 'image/png' ? 'application/octet-stream' : 'image/png');
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json().value;
      expect(image).toMatchObject({ contentType: type, size: bytes.length });
      expect(image.path).toMatch(new RegExp(`^content/${t.merchantId}/[0-9a-f]{32}\\.(png|jpg|webp)$`));
      expect(image.url).toBe(`/images/${image.path}`);
      const served = await t.app.inject({ url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      // The path is what banners and promotions take.
      await created(ADMIN_PATHS.contentBanners, { groupName: 'w_forget', image: image.path });
    }
  });

  it('refuses SVG, HTML, polyglots and oversized files, and anyone without content.write', async () => {
    const before = await auditCount();
    const script = Buffer.from('<script>alert(1)</script>');
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    for (const [bytes, type] of [
      [svg, 'image/png'],
      [svg, 'application/octet-stream'],
      [Buffer.from('<!doctype html><p>hi</p>'), 'image/png'],
      [Buffer.concat([PNG, script]), 'image/png'],
      [Buffer.concat([JPEG, script]), 'image/jpeg'],
      [Buffer.concat([WEBP, script]), 'image/webp'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const response = await upload(bytes, type);
      expect(response.statusCode, bytes.subarray(0, 20).toString()).toBe(415);
    }
    expect((await upload(PNG, 'image/svg+xml')).statusCode).toBe(415);
    const oversized = Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(2 * 1024 * 1024), PNG.subarray(-12)]);
    expect((await upload(oversized)).statusCode).toBe(413);
    expect((await upload(PNG, 'image/png', null)).statusCode).toBe(401);
    expect((await upload(PNG, 'image/png', support)).statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
  });
});

/** Two more apps, each migrating its own database: more than the default on a busy machine. */
const TWO_APPS_TIMEOUT_MS = 120_000;

describe('answers in production', () => {
  it(
    'are written by the schema serializer exactly as validated in development',
    async () => {
      // Both on the demo content alone: the other tests have changed t's.
      const validating = await createTestApp({ now: () => clock.now });
      const production = await createTestApp({ env: { VALIDATE_RESPONSES: 'false' }, now: () => clock.now });
      try {
        const productionEditor = await operatorToken(production, 'editor', 'content');
        const urls = [
          `${API_PATHS.announcementContent}?lang=CN`,
          `${API_PATHS.banners}?groupName=w_promotion&lang=MY`,
          `${API_PATHS.notices}?lang=EN`,
          API_PATHS.popups,
          `${API_PATHS.helpCenter}?lang=MY&device=WEB`,
          `${API_PATHS.customerService}?lang=CN`,
        ];
        // Ids and the seed's times differ between the two databases; the content does not.
        const seedSpecific = new Set(['id', 'startTime', 'endTime', 'publishedAt']);
        const clean = (body: string) => JSON.parse(body, (key, value) => (seedSpecific.has(key) ? 0 : value));
        for (const url of urls) {
          const expected = await validating.app.inject({ url });
          const actual = await production.app.inject({ url });
          expect(actual.statusCode, url).toBe(200);
          expect(clean(actual.body), url).toEqual(clean(expected.body));
        }
        const list = await production.app.inject({
          url: ADMIN_PATHS.contentPromotions,
          headers: bearer(productionEditor),
        });
        expect(list.statusCode).toBe(200);
        const first = list.json().value.list[0];
        expect(first.fields.title).toEqual(
          expect.objectContaining({ EN: expect.any(String), MY: expect.any(String) }),
        );
        expect(first.fields.categoryIds.length).toBeGreaterThan(0);
      } finally {
        await validating.close();
        await production.close();
      }
    },
    TWO_APPS_TIMEOUT_MS,
  );
});
