import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type QueryValue } from '../../../lib/api-client.ts';

/** A page of the team lists: the server's default, short enough for a phone. */
export const TEAM_REPORT_PAGE_SIZE = 20;

/** What a team list is asked for: two days (none: the merchant's today), its filters, the page. */
export interface TeamReportAsk<Filters> {
  days: { from: string; to: string } | null;
  filters: Filters;
  pageNo: number;
}

/**
 * The team betting, team transaction and user loss lists of the logged-in agent; the page shown
 * stays while the next one loads. Filters left out are not sent.
 */
export function useTeamReport<Data>(path: string, { days, filters, pageNo }: TeamReportAsk<object>) {
  const query: Record<string, QueryValue> = {
    ...days,
    ...(filters as Record<string, QueryValue>),
    pageNo,
    pageSize: TEAM_REPORT_PAGE_SIZE,
  };
  return useQuery({
    queryKey: [path, query],
    queryFn: ({ signal }) => apiGet<Data>(path, query, signal),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
