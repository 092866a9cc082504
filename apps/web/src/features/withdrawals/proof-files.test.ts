import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES } from './limits.ts';
import { checkProofFiles, proofTypeOf } from './proof-files.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

function file(name: string, head: number[], size = head.length, type = 'image/png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

describe('proof images checked in the browser (spec §4, §5)', () => {
  it('reads the type from the bytes, not from the name or the guessed type', async () => {
    expect(await proofTypeOf(file('a.png', PNG_HEAD))).toBe('image/png');
    expect(await proofTypeOf(file('a.png', JPEG_HEAD))).toBe('image/jpeg');
    const svg = [...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')];
    expect(await proofTypeOf(file('fake.png', svg))).toBeNull();
    expect(await proofTypeOf(file('empty.png', []))).toBeNull();
  });

  it('accepts up to three png or jpg images of at most 5 MB, with the type to send', async () => {
    const result = await checkProofFiles([
      file('one.png', PNG_HEAD),
      file('two.jpg', JPEG_HEAD, MAX_PROOF_BYTES, 'image/jpeg'),
      file('three.png', PNG_HEAD),
    ]);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.proofs.map((proof) => proof.contentType)).toEqual([
        'image/png',
        'image/jpeg',
        'image/png',
      ]);
  });

  it('names each file that is too large or not an image, and refuses a fourth', async () => {
    const result = await checkProofFiles([
      file('big.png', PNG_HEAD, MAX_PROOF_BYTES + 1),
      file('page.html', [...new TextEncoder().encode('<html>')], 6, 'text/html'),
      file('ok.png', PNG_HEAD),
      file('four.png', PNG_HEAD),
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { problem: 'count', max: 3 },
        { problem: 'size', name: 'big.png' },
        { problem: 'type', name: 'page.html' },
      ],
    });
  });
});
