import type {
  AdminFeedback,
  AdminFeedbackList,
  FeedbackQuestionType,
  FeedbackStatus,
} from '@platform/contract/feedback';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

const KEY = 'admin-feedback';

export interface FeedbackFilter {
  status: FeedbackStatus | 'all';
  questionType: FeedbackQuestionType | 'all';
  pageNo: number;
  pageSize: number;
}

export function useFeedbackQueue({ status, questionType, pageNo, pageSize }: FeedbackFilter) {
  const query = {
    ...(status === 'all' ? {} : { status }),
    ...(questionType === 'all' ? {} : { questionType }),
    pageNo,
    pageSize,
  };
  return useQuery({
    queryKey: [KEY, query],
    queryFn: () => apiRequest<AdminFeedbackList>(ADMIN_PATHS.feedback, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Answer and close; the queue is read again after either. */
export function useFeedbackActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  return {
    answer: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) =>
        apiRequest<AdminFeedback>(`${ADMIN_PATHS.feedback}/${id}/answer`, { method: 'POST', body: { body } }),
      onSuccess: refresh,
    }),
    close: useMutation({
      mutationFn: (id: number) =>
        apiRequest<AdminFeedback>(`${ADMIN_PATHS.feedback}/${id}/close`, { method: 'POST' }),
      onSuccess: refresh,
    }),
  };
}

/** A screenshot as an object URL: it needs the operator's token, which an <img src> cannot send. */
export async function fetchFeedbackImage(feedbackId: number, imageId: number): Promise<string> {
  const response = await fetch(`${ADMIN_PATHS.feedback}/${feedbackId}/images/${imageId}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`image ${imageId}: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
