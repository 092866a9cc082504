import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_ROUTE_PREFIX } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { fallbackImage, generateImage } from './generated-images.ts';
import { uploadedImages } from './images.tables.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

// Letters, digits, dot, dash and underscore per segment: no traversal, no hidden files.
const ImagePathSchema = z
  .string()
  .max(300)
  .regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/, 'Invalid image path')
  .refine((p) => !p.split('/').includes('..'), 'Invalid image path');

const DAY = 86_400;
const YEAR = 365 * DAY;
/** Where uploads are named (content-images.ts); nothing else is looked up in the database. */
const UPLOAD_PREFIX = 'content/';
// SVG can carry script; this keeps any SVG opened directly from running it.
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * The image host of spec §3: files the operator placed in IMAGE_DIR first, then images uploaded
 * through the operator API (in the database, so every node has them), then the demo's generated
 * artwork, then the default avatar or game icon so a page never shows a broken image.
 */
export function registerImageRoutes(app: ZodApp, ctx: AppContext): void {
  const root = path.resolve(ctx.config.IMAGE_DIR);

  app.get(
    `${IMAGE_ROUTE_PREFIX}/*`,
    {
      schema: {
        tags: ['images'],
        summary: 'Image host: spec image paths, with fallback to the default avatar or game icon',
        params: z.strictObject({ '*': ImagePathSchema }),
      },
    },
    async (request, reply) => {
      // Pages of the site's other lines and the image CDNs that copy these answers show them too:
      // helmet's default same-origin resource policy would make the browser refuse them there.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const imagePath = request.params['*'];
      const extension = path.extname(imagePath).toLowerCase();
      const filePath = path.join(root, imagePath);
      if (!filePath.startsWith(root + path.sep)) throw new AppError('NOT_FOUND', 'Image not found');

      const contentType = CONTENT_TYPES[extension];
      const file = contentType ? await stat(filePath).catch(() => null) : null;
      if (file?.isFile()) {
        reply.headers({ 'content-type': contentType!, 'cache-control': `public, max-age=${DAY}` });
        return reply.send(createReadStream(filePath));
      }
      const uploaded = imagePath.startsWith(UPLOAD_PREFIX) ? await readUploadedImage(ctx, imagePath) : null;
      if (uploaded) {
        // Upload names are random and never reused: the bytes behind one never change.
        reply.headers({
          'content-type': uploaded.contentType,
          'cache-control': `public, max-age=${YEAR}, immutable`,
        });
        return reply.send(uploaded.bytes);
      }
      const generated = generateImage(imagePath);
      if (generated) {
        reply.headers({ ...SVG_HEADERS, 'cache-control': `public, max-age=${DAY}` });
        return generated;
      }
      // Short cache: the operator may upload the real image soon.
      reply.headers({ ...SVG_HEADERS, 'cache-control': 'public, max-age=300', 'x-image-fallback': '1' });
      return fallbackImage(imagePath);
    },
  );
}

async function readUploadedImage(ctx: AppContext, imagePath: string) {
  const [row] = await ctx.database.db
    .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.path, imagePath))
    .limit(1);
  return row ?? null;
}
