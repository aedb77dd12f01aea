import type { ResultsPage } from '@adlib/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type PageRequest, useInfinitePages } from './use-infinite-pages';

/** A server of `total` numbered rows, `size` a page, answering a cursor after each page. */
function fakeServer(total: number, size: number) {
  return vi.fn(async ({ page, cursor }: PageRequest): Promise<ResultsPage<number>> => {
    const start = cursor ? Number(cursor) : (page - 1) * size;
    const results = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
    const end = start + results.length;
    return { total, results, next_cursor: end < total ? String(end) : null };
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useInfinitePages', () => {
  it('asks page 1, then page counter + 1 with the cursor, appends, and stops at the total', async () => {
    const server = fakeServer(120, 50);
    const { result } = renderHook(() => useInfinitePages(['rows'], server), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    expect(server.mock.calls[0]?.[0]).toMatchObject({ page: 1, cursor: undefined });
    expect(result.current.total).toBe(120);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.fetchMore());
    await waitFor(() => expect(result.current.items).toHaveLength(100));
    expect(server.mock.calls[1]?.[0]).toMatchObject({ page: 2, cursor: '50' });

    act(() => result.current.fetchMore());
    await waitFor(() => expect(result.current.items).toHaveLength(120));
    expect(server.mock.calls[2]?.[0]).toMatchObject({ page: 3, cursor: '100' });
    expect(result.current.items.at(-1)).toBe(119);
    expect(result.current.hasMore).toBe(false);

    act(() => result.current.fetchMore());
    expect(server).toHaveBeenCalledTimes(3);
  });

  it('starts again from page 1 when the key (a filter) changes', async () => {
    const server = fakeServer(120, 50);
    const { result, rerender } = renderHook(({ k }) => useInfinitePages(['rows', k], server), {
      wrapper,
      initialProps: { k: 'a' },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    act(() => result.current.fetchMore());
    await waitFor(() => expect(result.current.items).toHaveLength(100));
    rerender({ k: 'b' });
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    expect(server.mock.calls.at(-1)?.[0]).toMatchObject({ page: 1, cursor: undefined });
  });

  it('stops on an empty page even when an estimated total promised more', async () => {
    const server = vi.fn(
      async (): Promise<ResultsPage<number>> => ({ total: 10_000, total_is_estimate: true, results: [] }),
    );
    const { result } = renderHook(() => useInfinitePages(['rows'], server), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.totalIsEstimate).toBe(true);
    expect(result.current.hasMore).toBe(false);
  });
});
