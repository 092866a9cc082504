import { crc32, deflateSync } from 'node:zlib';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

// 5×7 glyphs, rows top to bottom. Only characters that cannot be mistaken for another: no 0/O, 1/I/L.
const GLYPHS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# ##..# #.#.# #..## #...# #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '####. ....# ....# .###. ....# ....# ####.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
};

/** The characters a captcha answer is drawn from. */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const GLYPH_COLUMNS = 5;
const GLYPH_ROWS = 7;
const SCALE = 3;

type Rgb = readonly [number, number, number];

// Dark inks on a light ground: the image reads the same inside a light or a dark theme.
const INKS: readonly Rgb[] = [
  [28, 40, 92],
  [22, 82, 46],
  [122, 28, 28],
  [78, 30, 112],
  [36, 36, 36],
];

class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }
}

const between = (rand: () => number, min: number, max: number) => min + rand() * (max - min);
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function paintBackground(canvas: Canvas, rand: () => number): void {
  const left: Rgb = [
    238 + Math.floor(rand() * 14),
    236 + Math.floor(rand() * 14),
    226 + Math.floor(rand() * 14),
  ];
  const right: Rgb = [
    232 + Math.floor(rand() * 20),
    234 + Math.floor(rand() * 18),
    238 + Math.floor(rand() * 14),
  ];
  for (let x = 0; x < canvas.width; x++) {
    const t = x / (canvas.width - 1);
    const colour: Rgb = [0, 1, 2].map((c) =>
      Math.round(left[c]! + (right[c]! - left[c]!) * t),
    ) as unknown as Rgb;
    for (let y = 0; y < canvas.height; y++) canvas.set(x, y, colour);
  }
}

function paintNoiseDots(canvas: Canvas, rand: () => number, count: number): void {
  for (let i = 0; i < count; i++) {
    const shade = 110 + Math.floor(rand() * 90);
    const x = Math.floor(rand() * canvas.width);
    const y = Math.floor(rand() * canvas.height);
    canvas.set(x, y, [shade, shade - Math.floor(rand() * 30), shade + Math.floor(rand() * 30)]);
  }
}

/** A straight line by Bresenham's method. */
function paintLine(canvas: Canvas, from: [number, number], to: [number, number], colour: Rgb): void {
  let [x, y] = from;
  const [x1, y1] = to;
  const dx = Math.abs(x1 - x);
  const dy = -Math.abs(y1 - y);
  const sx = x < x1 ? 1 : -1;
  const sy = y < y1 ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    canvas.set(x, y, colour);
    if (x === x1 && y === y1) return;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += sx;
    }
    if (doubled <= dx) {
      error += dx;
      y += sy;
    }
  }
}

/** One glyph scaled, rotated and sheared about its centre, by sampling the bitmap for each pixel. */
function paintGlyph(canvas: Canvas, char: string, centre: [number, number], rand: () => number): void {
  const rows = GLYPHS[char]?.split(' ');
  if (!rows) throw new Error(`No captcha glyph for ${JSON.stringify(char)}`);
  const angle = between(rand, -0.35, 0.35);
  const shear = between(rand, -0.3, 0.3);
  const ink = pick(rand, INKS);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil(Math.hypot(GLYPH_COLUMNS, GLYPH_ROWS) * SCALE * 0.75);
  const [cx, cy] = centre;
  for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
    for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const v = -sin * dx + cos * dy;
      const u = cos * dx + sin * dy - shear * v;
      const column = Math.floor(u / SCALE + GLYPH_COLUMNS / 2);
      const row = Math.floor(v / SCALE + GLYPH_ROWS / 2);
      if (rows[row]?.[column] === '#') canvas.set(x, y, ink);
    }
  }
}

/**
 * The captcha picture of `text` as a PNG: a light ground, noise dots, each character in a dark ink
 * slightly moved, turned and slanted, and lines across. `rand` decides every variation (pure).
 */
export function renderCaptchaPng(text: string, rand: () => number): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  paintBackground(canvas, rand);
  paintNoiseDots(canvas, rand, 160);
  const slot = (CAPTCHA_WIDTH - 8) / text.length;
  [...text].forEach((char, i) => {
    const centre: [number, number] = [
      4 + slot * (i + 0.5) + between(rand, -3, 3),
      CAPTCHA_HEIGHT / 2 + between(rand, -3, 3),
    ];
    paintGlyph(canvas, char, centre, rand);
  });
  const lines = 2 + Math.floor(rand() * 2);
  for (let i = 0; i < lines; i++) {
    const shade = 90 + Math.floor(rand() * 60);
    paintLine(
      canvas,
      [0, Math.floor(rand() * CAPTCHA_HEIGHT)],
      [CAPTCHA_WIDTH - 1, Math.floor(rand() * CAPTCHA_HEIGHT)],
      [shade, shade + 10, shade + 25],
    );
  }
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const frame = Buffer.alloc(8 + data.length + 4);
  frame.writeUInt32BE(data.length, 0);
  body.copy(frame, 4);
  frame.writeUInt32BE(crc32(body), 8 + data.length);
  return frame;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGB PNG: every scanline unfiltered (filter type 0) and the whole deflated into one IDAT. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const stride = width * 3;
  const raw = Buffer.alloc(height * (1 + stride));
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A fast generator for the picture's variations, seeded from secure random bytes (xorshift128). */
export function seededRandom(seed: Buffer): () => number {
  if (seed.length < 16) throw new Error('seededRandom needs 16 bytes');
  const state = new Uint32Array([
    seed.readUInt32LE(0),
    seed.readUInt32LE(4),
    seed.readUInt32LE(8),
    seed.readUInt32LE(12),
  ]);
  if (state.every((word) => word === 0)) state[0] = 1;
  return () => {
    let t = state[3]!;
    const s = state[0]!;
    state[3] = state[2]!;
    state[2] = state[1]!;
    state[1] = s;
    t ^= t << 11;
    t ^= t >>> 8;
    state[0] = t ^ s ^ (s >>> 19);
    return state[0]! / 0x1_0000_0000;
  };
}
