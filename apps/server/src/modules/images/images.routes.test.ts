import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The smallest valid PNG: 1x1 transparent.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('image host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const dir = path.join(t.ctx.config.IMAGE_DIR, 'TCG_PROD_IMAGES', 'VENDOR_ICON_SMALL');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'PG-ACTIVE.png'), PNG);
  });
  afterAll(() => t.close());

  it('draws the spec image paths the demo has no file for', async () => {
    for (const url of [
      '/images/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/JDB-DEFAULT.png',
      '/images/RNG_LIST_VENDOR/PG-PURPLE.png',
      '/images/SUBMENU_IMG/STYLE4/RNG-PG.png',
      '/images/COUNTRY_FLAG/MM.png',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(res.headers['x-image-fallback'], url).toBeUndefined();
      expect(res.body, url).toMatch(/^<svg/);
    }
    const logo = await t.app.inject({ url: '/images/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/JDB-DEFAULT.png' });
    expect(logo.body).toContain('>JDB<');
  });

  it('serves an uploaded file before generated art, with its real type', async () => {
    const res = await t.app.inject({ url: '/images/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-ACTIVE.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('falls back to the default game icon or avatar for a missing image', async () => {
    const game = await t.app.inject({ url: '/images/GAME_ICON/PG/unknown-game.png' });
    expect(game.statusCode).toBe(200);
    expect(game.headers['x-image-fallback']).toBe('1');
    const icon = await t.app.inject({ url: '/images/DEFAULT/game-icon.png' });
    expect(game.body).toBe(icon.body);
    const avatar = await t.app.inject({ url: '/images/MEMBER_AVATAR/42.png' });
    expect(avatar.body).toBe((await t.app.inject({ url: '/images/DEFAULT/avatar.png' })).body);
  });

  it('keeps SVG answers from running script when opened directly', async () => {
    const res = await t.app.inject({ url: '/images/COUNTRY_FLAG/MM.png' });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses paths that climb out of the image folder', async () => {
    for (const url of [
      '/images/../package.json',
      '/images/%2e%2e/%2e%2e/etc/passwd',
      '/images/a/..%2F..%2Fsecret.png',
      '/images/.env',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
