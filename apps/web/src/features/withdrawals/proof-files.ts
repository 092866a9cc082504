import type { ProofContentType } from '@platform/contract/withdrawals';
import { MAX_PROOF_BYTES, MAX_PROOFS } from './limits.ts';

/**
 * Proof images are checked before any upload (spec §4, §5: png or jpg, at most 5 MB, at most 3),
 * so a member learns at once which file is wrong instead of after a slow upload. The server checks
 * the bytes again; this is a courtesy, not the guard.
 */
export type ProofProblem =
  | { problem: 'count'; max: number }
  | { problem: 'type'; name: string }
  | { problem: 'size'; name: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  // jsdom's Blob has no arrayBuffer(); FileReader works in every browser and in tests.
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The type the file's own bytes declare, or null. A renamed SVG or HTML page is not an image
 * whatever its name or the type the browser guessed from it.
 */
export async function proofTypeOf(file: Blob): Promise<ProofContentType | null> {
  const bytes = await firstBytes(file, PNG.length);
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

export interface CheckedProof {
  file: File;
  /** The type to send, from the bytes, so the upload's Content-Type says what the file is. */
  contentType: ProofContentType;
}

/** Every problem of the chosen files, and those that may be sent when there is none. */
export async function checkProofFiles(
  files: File[],
): Promise<{ ok: true; proofs: CheckedProof[] } | { ok: false; problems: ProofProblem[] }> {
  const problems: ProofProblem[] = [];
  if (files.length > MAX_PROOFS) problems.push({ problem: 'count', max: MAX_PROOFS });
  const proofs: CheckedProof[] = [];
  for (const file of files) {
    if (file.size > MAX_PROOF_BYTES) {
      problems.push({ problem: 'size', name: file.name });
      continue;
    }
    const contentType = await proofTypeOf(file);
    if (!contentType) problems.push({ problem: 'type', name: file.name });
    else proofs.push({ file, contentType });
  }
  return problems.length ? { ok: false, problems } : { ok: true, proofs };
}
