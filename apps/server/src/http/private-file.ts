import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * A member's uploaded file (a withdrawal proof, an identity document), private to whoever was
 * allowed to fetch it: never cached, and never run as anything but what its bytes were found to be.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { contentType: string; bytes: Buffer; downloadAs?: string } | null,
) {
  if (!file) throw new AppError('NOT_FOUND', 'Not found');
  return reply
    .headers({
      'content-type': file.contentType,
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'",
      // A name the server made (never the member's text): saved under it rather than shown.
      'content-disposition': file.downloadAs ? `attachment; filename="${file.downloadAs}"` : 'inline',
    })
    .send(file.bytes);
}
