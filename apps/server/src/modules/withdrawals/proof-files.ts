import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_PROOF_BYTES, type ProofContentType } from '@platform/contract/withdrawals';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The IEND chunk every PNG ends with: length 0, type, CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * What an uploaded file really is, by its bytes: the name and the declared type are the sender's
 * word and prove nothing. Beyond the signature, a PNG must start with its header chunk and end with
 * IEND, and a JPEG must end with its end-of-image marker, so a file that merely begins like an
 * image and carries HTML or script after it (a polyglot) is refused too.
 */
export function sniffProof(bytes: Buffer): ProofContentType | null {
  if (bytes.length === 0 || bytes.length > MAX_PROOF_BYTES) return null;
  if (
    bytes.length >= 8 + 25 + PNG_END.length &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR' &&
    bytes.subarray(bytes.length - PNG_END.length).equals(PNG_END)
  )
    return 'image/png';
  if (
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[bytes.length - 2] === 0xff &&
    bytes[bytes.length - 1] === 0xd9
  )
    return 'image/jpeg';
  return null;
}

const EXTENSIONS: Record<ProofContentType, string> = { 'image/png': '.png', 'image/jpeg': '.jpg' };
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

/**
 * Proof images on disk, under DATA_DIR and apart from the public image directory, so they are
 * reachable only through the endpoints that check who is asking. Names are chosen here.
 */
export class ProofStore {
  constructor(private readonly root: string) {}

  private pathOf(merchantId: number, fileName: string): string {
    if (!STORED_NAME.test(fileName)) throw new Error('not a stored proof name');
    return path.join(this.root, String(merchantId), fileName);
  }

  async save(merchantId: number, contentType: ProofContentType, bytes: Buffer): Promise<string> {
    const fileName = `${randomBytes(16).toString('hex')}${EXTENSIONS[contentType]}`;
    const target = this.pathOf(merchantId, fileName);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(target, bytes, { mode: 0o600, flag: 'wx' });
    return fileName;
  }

  read(merchantId: number, fileName: string): Promise<Buffer> {
    return readFile(this.pathOf(merchantId, fileName));
  }

  /** Removes a file whose database row was never committed. */
  async discard(merchantId: number, fileName: string): Promise<void> {
    await unlink(this.pathOf(merchantId, fileName)).catch(() => undefined);
  }
}
