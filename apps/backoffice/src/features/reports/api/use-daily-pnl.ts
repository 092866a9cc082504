import { ADMIN_PATHS } from '@platform/contract/paths';
import type { DailyPnl } from '@platform/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DayRange } from '../day-range-picker.tsx';

export function useDailyPnl(range: DayRange) {
  return useQuery({
    queryKey: ['reports-daily', range],
    queryFn: () => apiRequest<DailyPnl>(ADMIN_PATHS.reportsDaily, { query: range ?? undefined }),
    placeholderData: keepPreviousData,
  });
}
