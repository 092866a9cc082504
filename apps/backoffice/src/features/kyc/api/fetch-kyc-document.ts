import { ADMIN_PATHS } from '@platform/contract/paths';
import { getToken } from '../../../lib/session.ts';

export interface DocumentFile {
  url: string;
  contentType: string;
}

/**
 * A submitted document as an object URL: it needs the reviewer's token, which an <img src> cannot
 * send, and the console's policy allows blob: images.
 */
export async function fetchKycDocument(submissionId: number, documentId: number): Promise<DocumentFile> {
  const response = await fetch(`${ADMIN_PATHS.kycReviews}/${submissionId}/documents/${documentId}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`document ${documentId}: ${response.status}`);
  const blob = await response.blob();
  return { url: URL.createObjectURL(blob), contentType: blob.type };
}
