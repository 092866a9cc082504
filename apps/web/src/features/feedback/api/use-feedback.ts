import type {
  Feedback,
  FeedbackImage,
  FeedbackList,
  FeedbackQuestionType,
} from '@platform/contract/feedback';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** My feedback and the operator's bounds; sending one refreshes it. */
export const FEEDBACK_KEY = [API_PATHS.feedbackList] as const;

export function useFeedbackList() {
  return useQuery({
    queryKey: FEEDBACK_KEY,
    queryFn: ({ signal }) => apiGet<FeedbackList>(API_PATHS.feedbackList, undefined, signal),
    meta: { private: true },
  });
}

export interface FeedbackDraft {
  questionType: FeedbackQuestionType;
  content: string;
  images: File[];
}

/** Uploads each screenshot as the raw body (one per request), then sends the feedback with their ids. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.feedback],
    mutationFn: async ({ questionType, content, images }: FeedbackDraft) => {
      const imageIds: number[] = [];
      for (const file of images)
        imageIds.push(
          (await apiRequest<FeedbackImage>(API_PATHS.feedbackUploads, { method: 'POST', file })).id,
        );
      return apiRequest<Feedback>(API_PATHS.feedback, {
        method: 'PUT',
        body: { questionType, content, imageIds },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}
