import { type KycDocumentContentType, MAX_KYC_DOCUMENT_BYTES } from '@platform/contract/kyc';
import { sniffImage } from '../images/image-bytes.ts';

const PDF_HEADER = /^%PDF-[12]\.\d/;
/** Where a PDF's end-of-file marker must be: its last kilobyte (a trailing newline or two may follow). */
const PDF_TAIL_BYTES = 1024;

/** A PDF by its bytes: the header at the very start and the end-of-file marker at the end. */
function isPdf(bytes: Buffer): boolean {
  return (
    PDF_HEADER.test(bytes.toString('latin1', 0, 8)) &&
    bytes.toString('latin1', Math.max(0, bytes.length - PDF_TAIL_BYTES)).includes('%%EOF')
  );
}

/**
 * What an identity document really is, by its bytes (the name and declared type prove nothing):
 * a PNG or JPEG as the image host checks them, or a PDF; null for anything else or above 5 MB.
 */
export function sniffKycDocument(bytes: Buffer): KycDocumentContentType | null {
  if (bytes.length === 0 || bytes.length > MAX_KYC_DOCUMENT_BYTES) return null;
  if (isPdf(bytes)) return 'application/pdf';
  return sniffImage(bytes, ['image/png', 'image/jpeg'], MAX_KYC_DOCUMENT_BYTES);
}
