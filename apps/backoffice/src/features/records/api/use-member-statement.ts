import { ADMIN_PATHS } from '@platform/contract/paths';
import type { Statement } from '@platform/contract/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, withQuery } from '../../../lib/api-client.ts';
import type { ConsoleLanguage } from '../../../lib/i18n.ts';
import { getToken } from '../../../lib/session.ts';

const pathOf = (template: string, memberId: number) => template.replace(':id', String(memberId));

/** One player's account statement (credit report) for a `YYYY-MM` month; null: the current one. */
export function useMemberStatement(memberId: number, month: string | null) {
  return useQuery({
    queryKey: [ADMIN_PATHS.memberStatement, memberId, month],
    queryFn: () =>
      apiRequest<Statement>(pathOf(ADMIN_PATHS.memberStatement, memberId), {
        query: month ? { month } : {},
      }),
    // The month shown stays while the next loads, so the picker stays where it was.
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves the month's statement as the PDF file, worded in the console's language. It needs the
 * operator's token, which a plain link cannot send, so it is fetched and saved through an object URL.
 */
export async function downloadMemberStatement(
  memberId: number,
  month: string,
  language: ConsoleLanguage,
): Promise<void> {
  const response = await fetch(
    withQuery(pathOf(ADMIN_PATHS.memberStatementPdf, memberId), { month, language }),
    {
      headers: { Accept: 'application/pdf', Authorization: `Bearer ${getToken() ?? ''}` },
    },
  ).catch((error: unknown) => {
    throw new ApiError('NETWORK_ERROR', 0, String(error));
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(answer.code ?? 'BAD_RESPONSE', response.status, answer.message ?? response.statusText);
  }
  const name = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `statement-${memberId}-${month}.pdf`;
  link.click();
  URL.revokeObjectURL(url);
}
