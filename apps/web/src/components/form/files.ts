import { problemMessage } from '@platform/contract/form-schemas';
import { z } from 'zod';

export interface FileRules {
  /** Accepted MIME types ('image/png'). */
  types: readonly string[];
  maxBytes: number;
  maxCount: number;
  /** At least one file. */
  required?: boolean;
}

/** Spec §5 activity and proof images: PNG or JPG, at most 5 MB each, at most 3. */
export const IMAGE_FILES: FileRules = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: 5 * 1024 * 1024,
  maxCount: 3,
};

const MEGABYTE = 1024 * 1024;

/**
 * Chosen files checked before any upload: how many, each one's type (as the browser reports it)
 * and size, each problem naming the file. The server checks the bytes again; this spares the
 * member a slow upload that would be refused.
 */
export function fileList({ types, maxBytes, maxCount, required = false }: FileRules) {
  return z
    .array(z.custom<File>((value) => value instanceof File))
    .optional()
    .superRefine((files = [], ctx) => {
      const refuse = (key: string, params?: Record<string, number | string>) =>
        ctx.addIssue({ code: 'custom', message: problemMessage({ key, params }) });
      if (required && files.length === 0) return refuse('file_required');
      if (files.length > maxCount) return refuse('file_count', { max: maxCount });
      for (const file of files) {
        if (!types.includes(file.type)) return refuse('file_type', { name: file.name });
        if (file.size > maxBytes)
          return refuse('file_size', { name: file.name, mb: Math.round((maxBytes / MEGABYTE) * 10) / 10 });
      }
    })
    .transform((files) => files ?? []);
}
