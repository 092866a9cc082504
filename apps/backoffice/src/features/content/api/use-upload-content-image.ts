import type { ContentImage } from '@platform/contract/content';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends one image as the raw bytes; the answer names the path an item refers to it by. */
export function useUploadContentImage() {
  return useMutation({
    mutationFn: (file: File) => apiRequest<ContentImage>(ADMIN_PATHS.contentImages, { method: 'POST', file }),
  });
}
