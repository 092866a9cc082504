/**
 * What an uploaded file really is, by its bytes: the name and the declared type are the sender's
 * word and prove nothing. Beyond the signature, each format must also end or measure the way the
 * format says (PNG ends with IEND, JPEG with its end-of-image marker, a WebP's RIFF size covers
 * the whole file), so a file that merely begins like an image and carries HTML or script after it
 * (a polyglot) is refused. SVG is never an image here: it can carry script.
 */

export const SNIFFED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SniffedImageType = (typeof SNIFFED_IMAGE_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The IEND chunk every PNG ends with: length 0, type, CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);

function isPng(bytes: Buffer): boolean {
  return (
    bytes.length >= 8 + 25 + PNG_END.length &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR' &&
    bytes.subarray(bytes.length - PNG_END.length).equals(PNG_END)
  );
}

function isJpeg(bytes: Buffer): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[bytes.length - 2] === 0xff &&
    bytes[bytes.length - 1] === 0xd9
  );
}

function isWebp(bytes: Buffer): boolean {
  return (
    bytes.length >= 20 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP' &&
    WEBP_CHUNKS.has(bytes.toString('latin1', 12, 16)) &&
    // The RIFF size counts everything after its own 8 bytes: nothing may trail the image.
    bytes.readUInt32LE(4) === bytes.length - 8
  );
}

/** The image type of `bytes` among `accepted`, or null when it is none of them or exceeds `maxBytes`. */
export function sniffImage<T extends SniffedImageType>(
  bytes: Buffer,
  accepted: readonly T[],
  maxBytes: number,
): T | null {
  if (bytes.length === 0 || bytes.length > maxBytes) return null;
  const detected: SniffedImageType | null = isPng(bytes)
    ? 'image/png'
    : isJpeg(bytes)
      ? 'image/jpeg'
      : isWebp(bytes)
        ? 'image/webp'
        : null;
  return detected && (accepted as readonly SniffedImageType[]).includes(detected) ? (detected as T) : null;
}

/** The file extension an image of this type is stored under. */
export const IMAGE_EXTENSIONS: Record<SniffedImageType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
};
