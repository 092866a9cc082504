import { MAX_PROOF_BYTES, PROOF_CONTENT_TYPES, type ProofContentType } from '@platform/contract/withdrawals';
import { sniffImage } from '../images/image-bytes.ts';

/** What an uploaded proof really is, by its bytes (see sniffImage): PNG or JPEG of at most 5 MB. */
export function sniffProof(bytes: Buffer): ProofContentType | null {
  return sniffImage(bytes, PROOF_CONTENT_TYPES, MAX_PROOF_BYTES);
}
