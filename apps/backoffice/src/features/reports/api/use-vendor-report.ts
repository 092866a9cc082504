import { ADMIN_PATHS } from '@platform/contract/paths';
import type { VendorReport } from '@platform/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DayRange } from '../day-range-picker.tsx';

export function useVendorReport(range: DayRange) {
  return useQuery({
    queryKey: ['reports-vendors', range],
    queryFn: () => apiRequest<VendorReport>(ADMIN_PATHS.reportsVendors, { query: range ?? undefined }),
    placeholderData: keepPreviousData,
  });
}
