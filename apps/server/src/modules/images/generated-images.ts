/**
 * Demo artwork for the spec's image paths (§3), generated as SVG so a fresh install looks
 * intentional without shipping binary assets. Deterministic: the same name always draws the same.
 */

const PALETTE = ['#f5b83d', '#8b5cf6', '#22c55e', '#38bdf8', '#f97316', '#ec4899', '#14b8a6', '#eab308'];

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function colorsOf(name: string): [string, string] {
  const hash = hashOf(name);
  const first = PALETTE[hash % PALETTE.length]!;
  const second = PALETTE[(hash >>> 8) % PALETTE.length]!;
  return [first, second === first ? PALETTE[(hash + 3) % PALETTE.length]! : second];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const FONT = "font-family='system-ui,-apple-system,Segoe UI,Roboto,sans-serif' font-weight='800'";

const VENDOR_FILL: Record<string, string> = {
  DEFAULT: '#8a93a6',
  ACTIVE: '#f5b83d',
  WHITE: '#ffffff',
  PURPLE: '#8b5cf6',
};

/** A vendor wordmark; COLOR uses the vendor's own two-colour gradient. */
export function vendorLogo(vendor: string, variant: string): string {
  const [a, b] = colorsOf(vendor);
  const fill = VENDOR_FILL[variant] ?? 'url(#g)';
  const size = vendor.length > 5 ? 26 : 34;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='160' height='64' viewBox='0 0 160 64'><defs><linearGradient id='g' x1='0' x2='1'><stop offset='0' stop-color='${a}'/><stop offset='1' stop-color='${b}'/></linearGradient></defs><text x='80' y='43' text-anchor='middle' font-size='${size}' letter-spacing='1' ${FONT} fill='${fill}'>${escapeXml(vendor)}</text></svg>`;
}

/** A square tile with a gradient, a geometric motif and the initials of the name. */
export function tile(name: string, caption: string): string {
  const [a, b] = colorsOf(name);
  const hash = hashOf(name);
  const initials = escapeXml(
    caption
      .split(/[\s_-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?',
  );
  const motifs = [
    `<circle cx='150' cy='50' r='70' fill='#fff' fill-opacity='.12'/><circle cx='40' cy='170' r='46' fill='#fff' fill-opacity='.08'/>`,
    `<path d='M0 140 L100 40 L200 140 L200 200 L0 200Z' fill='#fff' fill-opacity='.1'/>`,
    `<rect x='110' y='-30' width='120' height='120' transform='rotate(45 170 30)' fill='#fff' fill-opacity='.12'/>`,
    `<path d='M0 60 Q100 0 200 60 L200 0 L0 0Z' fill='#000' fill-opacity='.15'/><circle cx='100' cy='150' r='60' fill='#fff' fill-opacity='.08'/>`,
  ];
  return `<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200' viewBox='0 0 200 200'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${a}'/><stop offset='1' stop-color='${b}'/></linearGradient></defs><rect width='200' height='200' fill='url(#g)'/>${motifs[hash % motifs.length]}<text x='100' y='118' text-anchor='middle' font-size='56' ${FONT} fill='#fff' fill-opacity='.95'>${initials}</text></svg>`;
}

/** A neutral flag-like badge with the country code (real flags come from the operator's host). */
export function countryBadge(code: string): string {
  const [a, b] = colorsOf(code);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='48' height='32' viewBox='0 0 48 32'><rect width='48' height='32' rx='4' fill='${a}'/><rect y='16' width='48' height='16' rx='0' fill='${b}' fill-opacity='.85'/><text x='24' y='21' text-anchor='middle' font-size='13' ${FONT} fill='#fff'>${escapeXml(code.slice(0, 3))}</text></svg>`;
}

/** Sizes of the demo content artwork: wide banners, promotion images, the licence certificate. */
const ARTWORK_SIZES = {
  BANNER: [1200, 400],
  PROMO: [800, 400],
  LICENSE: [600, 800],
} as const;

/**
 * Demo artwork for banners and promotions: a gradient, soft shapes and a caption made from the
 * name (`welcome-bonus` draws WELCOME BONUS). The caption is Latin on purpose: one image serves
 * every language, as an operator's real artwork would.
 */
export function artwork(kind: keyof typeof ARTWORK_SIZES, name: string): string {
  const [width, height] = ARTWORK_SIZES[kind];
  const [a, b] = colorsOf(name);
  const caption = escapeXml(name.replace(/[-_]+/g, ' ').toUpperCase());
  const size = Math.round(Math.min(width / Math.max(caption.length, 8), height / 4) * 1.2);
  const frame =
    kind === 'LICENSE'
      ? `<rect x='24' y='24' width='${width - 48}' height='${height - 48}' fill='none' stroke='#fff' stroke-opacity='.6' stroke-width='6'/>`
      : '';
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${a}'/><stop offset='1' stop-color='${b}'/></linearGradient></defs><rect width='${width}' height='${height}' fill='url(#g)'/><circle cx='${width * 0.85}' cy='${height * 0.2}' r='${height * 0.45}' fill='#fff' fill-opacity='.12'/><circle cx='${width * 0.1}' cy='${height * 0.95}' r='${height * 0.35}' fill='#000' fill-opacity='.1'/>${frame}<text x='${width / 2}' y='${height / 2 + size / 3}' text-anchor='middle' font-size='${size}' ${FONT} fill='#fff'>${caption}</text></svg>`;
}

export const DEFAULT_AVATAR = `<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96' viewBox='0 0 96 96'><rect width='96' height='96' rx='48' fill='#1e2638'/><circle cx='48' cy='38' r='16' fill='#8a93a6'/><path d='M18 82c4-16 16-24 30-24s26 8 30 24' fill='#8a93a6'/></svg>`;

export const DEFAULT_GAME_ICON = `<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200' viewBox='0 0 200 200'><rect width='200' height='200' fill='#1e2638'/><rect x='55' y='70' width='90' height='60' rx='16' fill='none' stroke='#8a93a6' stroke-width='8'/><path d='M80 92v16M72 100h16' stroke='#8a93a6' stroke-width='8' stroke-linecap='round'/><circle cx='118' cy='94' r='5' fill='#8a93a6'/><circle cx='128' cy='106' r='5' fill='#8a93a6'/></svg>`;

/**
 * The generated image for a spec path, or undefined when the path is not one the demo draws.
 * Paths: TCG_PROD_IMAGES/VENDOR_ICON_SMALL/{vendor}-DEFAULT|ACTIVE.png,
 * RNG_LIST_VENDOR/{vendor}-WHITE|COLOR|PURPLE.png, SUBMENU_IMG/STYLE4/{gameType}-{vendor}.png,
 * COUNTRY_FLAG/{countryCode}.png, the demo games' icons DEMO_GAMES/{vendor}/{name}.png, DEFAULT/avatar.png, DEFAULT/game-icon.png, and the demo
 * content's DEMO_CONTENT/BANNER|PROMO|LICENSE/{name}.png.
 */
export function generateImage(imagePath: string): string | undefined {
  let m = /^TCG_PROD_IMAGES\/VENDOR_ICON_SMALL\/([A-Z0-9_]+)-(DEFAULT|ACTIVE)\.png$/.exec(imagePath);
  if (m) return vendorLogo(m[1]!, m[2]!);
  m = /^RNG_LIST_VENDOR\/([A-Z0-9_]+)-(WHITE|COLOR|PURPLE)\.png$/.exec(imagePath);
  if (m) return vendorLogo(m[1]!, m[2]!);
  m = /^SUBMENU_IMG\/STYLE4\/([A-Z]+)-([A-Z0-9_]+)\.png$/.exec(imagePath);
  if (m) return tile(`${m[1]}-${m[2]}`, m[2]!);
  m = /^DEMO_GAMES\/([A-Z0-9_]{2,32})\/([a-z0-9-]{1,60})\.png$/.exec(imagePath);
  if (m) return tile(`${m[1]}-${m[2]}`, m[2]!.replace(/-/g, ' '));
  m = /^COUNTRY_FLAG\/([A-Z]{2,3})\.png$/.exec(imagePath);
  if (m) return countryBadge(m[1]!);
  m = /^DEMO_CONTENT\/(BANNER|PROMO|LICENSE)\/([a-z0-9-]{1,40})\.png$/.exec(imagePath);
  if (m) return artwork(m[1] as keyof typeof ARTWORK_SIZES, m[2]!);
  if (imagePath === 'DEFAULT/avatar.png') return DEFAULT_AVATAR;
  if (imagePath === 'DEFAULT/game-icon.png') return DEFAULT_GAME_ICON;
  return undefined;
}

/** What stands in for a missing image: avatars fall back to the avatar, the rest to the game icon. */
export function fallbackImage(imagePath: string): string {
  return /avatar|member|icon\/user/i.test(imagePath) ? DEFAULT_AVATAR : DEFAULT_GAME_ICON;
}
