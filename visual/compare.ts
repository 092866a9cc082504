import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/**
 * How far a pixel's colour may move before it counts (pixelmatch's YIQ distance, 0..1): small, so a
 * changed shade of a token shows up.
 */
const PIXEL_THRESHOLD = 0.05;
/**
 * Differing pixels a shot may have and still pass. Anti-aliased pixels are not counted at all
 * (pixelmatch's includeAA false); this is a hair more for the odd sub-pixel of text rendering.
 */
const ALLOWED_PIXELS = 24;

/** Baselines are lossless WebP: the same pixels as the PNG shot in less than half its bytes. */
export const BASELINE_EXTENSION = '.webp';

export interface Comparison {
  /** Pixels that differ beyond anti-aliasing; the shot passes when within the allowance. */
  differing: number;
  passed: boolean;
  /** What differs, red on a faded copy of the baseline, as PNG (only when it failed). */
  diff?: Buffer;
  /** Set when the sizes differ: nothing else is compared. */
  sizeChange?: string;
  /** Where the differing pixels are, as `x,y widthxheight` (only when it failed), for a log to say. */
  region?: string;
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** Any image (the PNG shot, the WebP baseline) as RGBA pixels. */
async function pixelsOf(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Two takes of one page that a reader could not tell apart: no pixel moved beyond the threshold.
 * Not byte equality: the rasterizer may shade a rounded corner's edge one step differently from
 * one take to the next (seen on the line page at 390 px in MY), which no one sees and no baseline counts.
 */
export async function looksSame(first: Buffer, second: Buffer): Promise<boolean> {
  if (first.equals(second)) return true;
  const [a, b] = await Promise.all([pixelsOf(first), pixelsOf(second)]);
  if (a.width !== b.width || a.height !== b.height) return false;
  const moved = pixelmatch(a.data, b.data, undefined, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  return moved === 0;
}

export async function compareShots(baseline: Buffer, actual: Buffer): Promise<Comparison> {
  const [expected, got] = await Promise.all([pixelsOf(baseline), pixelsOf(actual)]);
  if (expected.width !== got.width || expected.height !== got.height) {
    return {
      differing: Number.POSITIVE_INFINITY,
      passed: false,
      sizeChange: `${expected.width}x${expected.height} -> ${got.width}x${got.height}`,
    };
  }
  const { width, height } = expected;
  const diff = Buffer.alloc(width * height * 4);
  const differing = pixelmatch(expected.data, got.data, diff, width, height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  if (differing <= ALLOWED_PIXELS) return { differing, passed: true };
  const diffPng = await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { differing, passed: false, diff: diffPng, region: differingRegion(diff, width, height) };
}

/** The box around pixelmatch's marks for differing pixels (pure red; anti-aliasing is yellow). */
function differingRegion(diff: Buffer, width: number, height: number): string {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if (diff[at] !== 255 || diff[at + 1] !== 0 || diff[at + 2] !== 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? 'nowhere' : `${left},${top} ${right - left + 1}x${bottom - top + 1}`;
}

/** A shot as a baseline: lossless WebP, every pixel kept exactly. */
export function encodeBaseline(shot: Buffer): Promise<Buffer> {
  return sharp(shot).webp({ lossless: true, exact: true, effort: 4 }).toBuffer();
}
