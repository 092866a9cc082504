import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type QueryValue } from '../../../lib/api-client.ts';
import type { TeamRange } from './use-team-overview.ts';

/** A page of the team lists: the server's default, short enough for a phone. */
export const TEAM_REPORT_PAGE_SIZE = 20;

/** What a team list is asked for: a shortcut or two days, as the overview is, its filters, the page. */
export interface TeamReportAsk<Filters> {
  range: TeamRange;
  filters: Filters;
  pageNo: number;
}

/**
 * The team betting, team transaction and user loss lists of the logged-in agent; the page shown
 * stays while the next one loads. Filters left out are not sent.
 */
export function useTeamReport<Data>(path: string, { range, filters, pageNo }: TeamReportAsk<object>) {
  const query: Record<string, QueryValue> = {
    ...range,
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
