import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_PROOF_BYTES, PROOF_CONTENT_TYPES, type ProofContentType } from '@platform/contract/withdrawals';
import { IMAGE_EXTENSIONS, sniffImage } from '../images/image-bytes.ts';

/** What an uploaded proof really is, by its bytes (see sniffImage): PNG or JPEG of at most 5 MB. */
export function sniffProof(bytes: Buffer): ProofContentType | null {
  return sniffImage(bytes, PROOF_CONTENT_TYPES, MAX_PROOF_BYTES);
}

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
    const fileName = `${randomBytes(16).toString('hex')}${IMAGE_EXTENSIONS[contentType]}`;
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
