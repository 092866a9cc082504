import type { KycDocument, KycDocumentKind, KycIdType, KycSubmission } from '@platform/contract/kyc';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { KYC_STATUS_KEY } from './keys.ts';

export interface DocumentFiles {
  idType: KycIdType;
  front: File;
  back: File | null;
  selfie: File;
}

/** Uploads one file as the raw request body (the API takes one per request). */
function upload(kind: KycDocumentKind, file: File) {
  return apiRequest<KycDocument>(`${API_PATHS.kycUploads}/${kind}`, { method: 'POST', file });
}

/** Tier 2: uploads each file, then sends them for review together. */
export function useSendDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.kycSubmissions],
    mutationFn: async ({ idType, front, back, selfie }: DocumentFiles) => {
      const frontDocument = await upload('id_front', front);
      const backDocument = back ? await upload('id_back', back) : null;
      const selfieDocument = await upload('selfie', selfie);
      return apiRequest<KycSubmission>(API_PATHS.kycSubmissions, {
        method: 'POST',
        body: {
          idType,
          frontDocumentId: frontDocument.id,
          backDocumentId: backDocument?.id ?? null,
          selfieDocumentId: selfieDocument.id,
        },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KYC_STATUS_KEY }),
  });
}
