import { randomBytes } from 'node:crypto';
import { CONTENT_IMAGE_TYPES, type ContentImage, MAX_CONTENT_IMAGE_BYTES } from '@platform/contract/content';
import { IMAGE_EXTENSIONS, sniffImage } from '../images/image-bytes.ts';
import { uploadedImages } from '../images/images.tables.ts';
import { type AuditActor, recordAudit } from '../operators/operators.service.ts';
import { imageUrl } from './content.service.ts';
import type { ContentAdminDeps, Outcome } from './content-admin.service.ts';

export interface ContentImageDeps extends ContentAdminDeps {
  imageBaseUrl: string;
}

/**
 * Stores an operator's image in the database, where the image host of every node serves it, under
 * a name chosen here, once its bytes prove it is a PNG, JPEG or WebP of at most
 * MAX_CONTENT_IMAGE_BYTES; the image and its audit row are written together.
 */
export async function uploadContentImage(
  deps: ContentImageDeps,
  input: { actor: AuditActor; bytes: Buffer },
): Promise<Outcome<ContentImage>> {
  if (input.bytes.length > MAX_CONTENT_IMAGE_BYTES)
    return { ok: false, code: 'PAYLOAD_TOO_LARGE', message: 'Images may be at most 2 MB' };
  const contentType = sniffImage(input.bytes, CONTENT_IMAGE_TYPES, MAX_CONTENT_IMAGE_BYTES);
  if (!contentType)
    return {
      ok: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PNG, JPEG and WebP images are accepted',
    };

  const imagePath = `content/${input.actor.merchantId}/${randomBytes(16).toString('hex')}${IMAGE_EXTENSIONS[contentType]}`;
  const image: ContentImage = {
    path: imagePath,
    url: imageUrl(deps, imagePath),
    contentType,
    size: input.bytes.length,
  };
  await deps.db.transaction(async (tx) => {
    await tx.insert(uploadedImages).values({
      path: imagePath,
      merchantId: input.actor.merchantId,
      contentType,
      size: input.bytes.length,
      bytes: input.bytes,
      createdAt: deps.now(),
    });
    await recordAudit(
      { db: tx, now: deps.now },
      {
        ...input.actor,
        action: 'content.image.upload',
        objectType: 'content_image',
        objectId: imagePath,
        after: image,
      },
    );
  });
  return { ok: true, value: image };
}
