import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureLanguage, initI18n } from '../../lib/i18n.ts';
import { DataList, type ListQuery } from './data-list.tsx';

beforeAll(async () => {
  window.localStorage.setItem('lang', 'EN');
  const i18n = initI18n();
  await ensureLanguage('EN');
  await i18n.changeLanguage('en');
});

interface Page {
  list: Array<{ id: number; name: string; amount: string }>;
  pages: number;
}

function query(overrides: Partial<ListQuery<Page>> = {}): ListQuery<Page> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...overrides };
}

const page: Page = {
  list: [
    { id: 1, name: 'Alpha', amount: '10.00' },
    { id: 2, name: 'Beta', amount: '20.00' },
  ],
  pages: 2,
};

function List(props: { query: ListQuery<Page>; ready?: boolean }) {
  return (
    <DataList
      {...props}
      rows={(data) => data.list}
      rowKey={(row) => String(row.id)}
      columns={[
        { key: 'name', header: 'Name', cell: (row) => row.name },
        { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
      ]}
      paging={(data) => <p>Page 1 of {data.pages}</p>}
    />
  );
}

describe('data list', () => {
  it('shows a loading skeleton, announced to screen readers, while the first page loads', () => {
    render(<List query={query({ isPending: true })} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the skeleton while something the rows need is missing, even with the page loaded', () => {
    render(<List query={query({ data: page })} ready={false} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a failed load and asks again on retry', async () => {
    const refetch = vi.fn();
    render(<List query={query({ isError: true, error: new Error('boom'), refetch })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert').textContent).toContain('Unknown error');
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says a failed load at once, even while something the rows need is still missing', () => {
    render(<List query={query({ isError: true, error: new Error('boom') })} ready={false} />);
    expect(screen.getByRole('alert').textContent).toContain('Unknown error');
  });

  it("shows the spec's in_no_data for an empty page, without paging", () => {
    render(<List query={query({ data: { list: [], pages: 1 } })} />);
    expect(screen.getByRole('status').textContent).toContain('No data');
    expect(screen.queryByText(/Page 1 of/)).toBeNull();
  });

  it('lists the rows under their column heads, each value labelled for phones, then the paging', () => {
    render(<List query={query({ data: page })} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Name', 'Amount']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Alpha', '10.00', 'Beta', '20.00']);
    expect(cells[1]?.getAttribute('data-label')).toBe('Amount');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('marks the table busy while a kept previous page shows under a new request', () => {
    render(<List query={query({ data: page, isPlaceholderData: true })} />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('shows rows that arrived before what they need, once that arrives (a query re-renders only for what was read)', async () => {
    let giveCurrency: (symbol: string) => void = () => {};
    const currency = new Promise<string>((resolve) => {
      giveCurrency = resolve;
    });
    // The currency is the list's own query; the rows are its owner's, handed down.
    function Rows({ rows }: { rows: ListQuery<Page> }) {
      const symbol = useQuery({ queryKey: ['currency'], queryFn: () => currency });
      return <List query={rows} ready={symbol.data !== undefined} />;
    }
    function Owner() {
      return <Rows rows={useQuery({ queryKey: ['rows'], queryFn: async () => page })} />;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Owner />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(client.getQueryData(['rows'])).toBe(page));
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => giveCurrency('K'));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
