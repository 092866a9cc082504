/**
 * The smallest byte strings each image check accepts, for tests: a PNG with its IHDR chunk and
 * IEND ending, a JPEG from start to end-of-image marker, and a WebP whose RIFF size covers it all.
 */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17, 1),
  Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
]);

export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);

const webpPayload = Buffer.concat([Buffer.from('WEBPVP8L'), Buffer.from([10, 0, 0, 0]), Buffer.alloc(10, 3)]);
const webpSize = Buffer.alloc(4);
webpSize.writeUInt32LE(webpPayload.length);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), webpSize, webpPayload]);
