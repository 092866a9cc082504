import { expect } from 'vitest';
import { formatInfoBits, rsDivisor, rsRemainder } from './qr.ts';

/** The quiet zone QrCode draws around the modules (components/ui/qr-code.tsx). */
const QUIET_ZONE = 4;

// Reads a matrix back the way a scanner does, to check the encoder end to end.
export function readBack(matrix: boolean[][]): { mask: number; text: string } {
  const size = matrix.length;
  const version = (size - 17) / 4;
  let format = 0;
  for (let i = 0; i <= 5; i++) format |= (matrix[i]![8]! ? 1 : 0) << i;
  format |= (matrix[7]![8]! ? 1 : 0) << 6;
  format |= (matrix[8]![8]! ? 1 : 0) << 7;
  format |= (matrix[8]![7]! ? 1 : 0) << 8;
  for (let i = 9; i < 15; i++) format |= (matrix[8]![14 - i]! ? 1 : 0) << i;
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((m) => formatInfoBits(m) === format);
  if (mask === undefined) throw new Error(`unknown format bits ${format.toString(16)}`);

  // Function modules: rebuild them from an encoding of the same version (they do not depend on data).
  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const mark = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < size && y < size) reserved[y]![x] = true;
  };
  for (let i = 0; i < size; i++) {
    mark(6, i);
    mark(i, 6);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) mark(cx + dx, cy + dy);
  }
  for (let i = 0; i < 9; i++) {
    mark(8, i);
    mark(i, 8);
  }
  for (let i = 0; i < 8; i++) {
    mark(size - 1 - i, 8);
    mark(8, size - 1 - i);
  }
  const alignments = version === 1 ? [] : version <= 6 ? [6, size - 7] : null;
  if (!alignments) throw new Error('test reader handles versions 1 to 6');
  for (const py of alignments) {
    for (const px of alignments) {
      if (px === 6 && py === 6) continue;
      if (px === 6 || py === 6) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) mark(px + dx, py + dy);
    }
  }

  const masks = [
    (x: number, y: number) => (x + y) % 2 === 0,
    (_x: number, y: number) => y % 2 === 0,
    (x: number) => x % 3 === 0,
    (x: number, y: number) => (x + y) % 3 === 0,
    (x: number, y: number) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
    (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
    (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
    (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
  ];
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right--;
    for (let count = 0; count < size; count++) {
      const y = upward ? size - 1 - count : count;
      for (let c = 0; c < 2; c++) {
        const x = right - c;
        if (!reserved[y]![x]) bits.push(matrix[y]![x]! !== masks[mask]!(x, y) ? 1 : 0);
      }
    }
    upward = !upward;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));

  // Versions 1 to 3 at level M are one block; 4 to 6 have equal blocks in this table.
  const blocks = [0, 1, 1, 1, 2, 2, 4][version]!;
  const eccPerBlock = [0, 10, 16, 26, 18, 24, 16][version]!;
  const dataPerBlock = codewords.length / blocks - eccPerBlock;
  const data: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const block: number[] = [];
    for (let i = 0; i < dataPerBlock + eccPerBlock; i++) block.push(codewords[i * blocks + b]!);
    const blockData = block.slice(0, dataPerBlock);
    expect(rsRemainder(blockData, rsDivisor(eccPerBlock))).toEqual(block.slice(dataPerBlock));
    data.push(...blockData);
  }
  const stream = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));
  const read = (from: number, length: number) =>
    stream.slice(from, from + length).reduce((a, b) => (a << 1) | b, 0);
  expect(read(0, 4)).toBe(0b0100);
  const length = read(4, 8);
  const bytes = Uint8Array.from({ length }, (_, i) => read(12 + i * 8, 8));
  return { mask, text: new TextDecoder().decode(bytes) };
}

/** A QR code as QrCode draws it: its viewBox and its one path, a `M x y h1v1h-1z` square a module. */
export interface QrDrawing {
  viewBox: string;
  path: string;
}

/** The drawing's modules as a matrix, the quiet zone taken off. */
export function matrixOfQrDrawing({ viewBox, path }: QrDrawing): boolean[][] {
  const dimension = Number(viewBox.split(' ')[2]);
  const size = dimension - QUIET_ZONE * 2;
  const matrix = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
    matrix[Number(y) - QUIET_ZONE]![Number(x) - QUIET_ZONE] = true;
  }
  return matrix;
}

/** What a phone reads from a drawn QR code. */
export function readQrDrawing(drawing: QrDrawing): string {
  return readBack(matrixOfQrDrawing(drawing)).text;
}

/** What a phone reads from a QR code in the document. */
export function readQrSvg(svg: SVGSVGElement): string {
  return readQrDrawing({
    viewBox: svg.getAttribute('viewBox') ?? '',
    path: svg.querySelector('path')?.getAttribute('d') ?? '',
  });
}
