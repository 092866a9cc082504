import { ADMIN_PATHS } from '@platform/contract/paths';
import { getToken } from '../../../lib/session.ts';

/**
 * A member's proof image as an object URL: the image needs the operator's token, which an
 * <img src> cannot send, and the console's policy allows blob: images.
 */
export async function fetchProofImage(withdrawalId: number, proofId: number): Promise<string> {
  const response = await fetch(`${ADMIN_PATHS.withdrawals}/${withdrawalId}/proofs/${proofId}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`proof ${proofId}: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
