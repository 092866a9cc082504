import { ADMIN_PATHS } from '@platform/contract/paths';
import type { Dashboard } from '@platform/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DayRange } from '../../reports/day-range-picker.tsx';

export function useDashboard(range: DayRange) {
  return useQuery({
    queryKey: ['dashboard', range],
    queryFn: () => apiRequest<Dashboard>(ADMIN_PATHS.reportsDashboard, { query: range ?? undefined }),
    placeholderData: keepPreviousData,
    // Pending work changes while the dashboard is open: a finance desk leaves it on screen.
    refetchInterval: 60_000,
  });
}
