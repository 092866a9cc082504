import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Paths, not URLs: under jsdom the global URL is the DOM's, which node:fs does not take.
const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (path: string) => readFileSync(resolve(WEB, path));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};
const indexHtml = read('index.html').toString('utf8');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): string {
  const png = read(path);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** The dark theme's page colour (the default theme), as the tokens define it. */
function darkBackground(): string {
  const tokens = read('src/styles/tokens.css').toString('utf8');
  const dark = tokens.slice(tokens.indexOf("[data-theme='dark']"));
  return /--bg:\s*(#[0-9a-f]{6})/i.exec(dark)?.[1] ?? '';
}

describe('installing the site to a phone home screen', () => {
  it('links the manifest and the iOS touch icon from every page', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(pngSize('public/icons/apple-touch-icon.png')).toBe('180x180');
  });

  it('opens full screen on the home page, named like the page title', () => {
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.name).toBe(/<title>(.+)<\/title>/.exec(indexHtml)?.[1]);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('takes its colours from the site: the dark page colour, as the browser bar has it', () => {
    const background = darkBackground();
    expect(background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.theme_color).toBe(background);
    expect(manifest.background_color).toBe(background);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${background}" />`);
  });

  it('has the icons a phone asks for, each the size it says', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const icon of pngs) expect(pngSize(`public${icon.src}`)).toBe(icon.sizes);
    const sizes = (purpose: string) =>
      pngs.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
    for (const icon of manifest.icons) expect(existsSync(resolve(WEB, `public${icon.src}`))).toBe(true);
  });
});
