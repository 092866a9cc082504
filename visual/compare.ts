import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

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

export interface Comparison {
  /** Pixels that differ beyond anti-aliasing; the shot passes when within the allowance. */
  differing: number;
  passed: boolean;
  /** What differs, red on a faded copy of the baseline (only when it failed). */
  diff?: Buffer;
  /** Set when the sizes differ: nothing else is compared. */
  sizeChange?: string;
}

export function encodePng(png: PNG): Buffer {
  return PNG.sync.write(png, { deflateLevel: 9 });
}

export function compareShots(baseline: Buffer, actual: Buffer): Comparison {
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    return {
      differing: Number.POSITIVE_INFINITY,
      passed: false,
      sizeChange: `${expected.width}x${expected.height} -> ${got.width}x${got.height}`,
    };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  const passed = differing <= ALLOWED_PIXELS;
  return passed ? { differing, passed } : { differing, passed, diff: encodePng(diff) };
}

/** A screenshot re-encoded at the highest compression, so committed baselines stay small. */
export function compressShot(shot: Buffer): Buffer {
  return encodePng(PNG.sync.read(shot));
}
