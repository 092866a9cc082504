import { useState } from 'react';

/** The page of a list for a filter: a new filter (a new object) starts again at its first page. */
export function useFilterPage<Filter>(filter: Filter): [number, (pageNo: number) => void] {
  const [page, setPage] = useState({ filter, pageNo: 1 });
  const pageNo = page.filter === filter ? page.pageNo : 1;
  return [pageNo, (next) => setPage({ filter, pageNo: next })];
}
