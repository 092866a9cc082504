import type { MemberNote, MemberNoteInput, MemberNoteList } from '@platform/contract/members-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const notesKey = (id: number) => ['admin-member-notes', id] as const;

export function useMemberNotes(id: number, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...notesKey(id), pageNo, pageSize],
    queryFn: () =>
      apiRequest<MemberNoteList>(`${ADMIN_PATHS.members}/${id}/notes`, { query: { pageNo, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Adds a note under the operator's name; the list then reads again from its first page. */
export function useAddMemberNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberNoteInput) =>
      apiRequest<MemberNote>(`${ADMIN_PATHS.members}/${id}/notes`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(id) }),
  });
}
