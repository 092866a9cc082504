import type { Language } from '@platform/contract/i18n';
import type { Statement } from '@platform/contract/records';
import { RECORD_PATHS } from '@platform/contract/wallet-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

/** The account statement (credit report) of one `YYYY-MM` month of the cash wallet; null: the current one. */
export function useStatement(month: string | null) {
  return useQuery({
    queryKey: [RECORD_PATHS.statement, month],
    queryFn: ({ signal }) => apiGet<Statement>(RECORD_PATHS.statement, month ? { month } : {}, signal),
    // The previous month stays on screen while the chosen one loads, so the picker does not vanish.
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}

/** The file name the server suggests (Content-Disposition), or one of our own. */
function fileNameOf(response: Response, month: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? `statement-${month}.pdf`;
}

/**
 * The month's statement as a PDF in the reader's language. A link cannot send the bearer token,
 * and the API client reads JSON envelopes only, so the file is fetched here with the same token
 * and an error envelope is turned into the client's ApiError.
 */
export async function fetchStatementPdf(
  month: string,
  language: Language,
): Promise<{ blob: Blob; name: string }> {
  const query = new URLSearchParams({ month, language });
  let response: Response;
  try {
    response = await fetch(`${RECORD_PATHS.statementPdf}?${query}`, {
      headers: { Accept: 'application/pdf', Authorization: `Bearer ${getToken() ?? ''}` },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: String(error) });
  }
  if (response.ok) return { blob: await response.blob(), name: fileNameOf(response, month) };
  const answer = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  throw new ApiError({
    code: (answer?.code as ApiError['code'] | undefined) ?? 'BAD_RESPONSE',
    status: response.status,
    message: answer?.message ?? `PDF refused (${response.status})`,
  });
}

/** Saves a fetched file through a temporary object URL and download link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
