import type { BetPage, ProfitSummary, TransactionPage } from '@platform/contract/records';
import { RECORD_PATHS, type TransactionKind } from '@platform/contract/wallet-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { RecordWindow } from '../record-range.ts';

interface PageQuery extends RecordWindow {
  page: number;
  size: number;
}

// Paging keeps the previous page on screen while the next one loads, so the table does not jump.

/** Account record: every movement of the wallet in the window, newest first. */
export function useTransactionRecords(query: PageQuery & { kind?: TransactionKind }) {
  return useQuery({
    queryKey: [RECORD_PATHS.transactions, query],
    queryFn: ({ signal }) => apiGet<TransactionPage>(RECORD_PATHS.transactions, { ...query }, signal),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}

/** Betting record: one row per round. */
export function useBetRecords(query: PageQuery & { language: string }) {
  return useQuery({
    queryKey: [RECORD_PATHS.bets, query],
    queryFn: ({ signal }) => apiGet<BetPage>(RECORD_PATHS.bets, { ...query }, signal),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}

/** Personal profit and loss over the window. */
export function useProfitSummary(window: RecordWindow) {
  return useQuery({
    queryKey: [RECORD_PATHS.profit, window],
    queryFn: ({ signal }) => apiGet<ProfitSummary>(RECORD_PATHS.profit, { ...window }, signal),
    meta: { private: true },
  });
}
