import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/** A query client as the tests want it: no retries, so a failure shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Mantine (test mode: no transitions, no portals), the confirm dialogs, and a query client. */
function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Renders a component as the app would (Mantine, a fresh query client, a router). Mantine's
 * test environment turns off transitions and portals, so dropdowns open synchronously.
 */
export function renderWithProviders(
  ui: ReactElement,
  opts: { queryClient?: QueryClient; route?: string } = {},
) {
  const queryClient = opts.queryClient ?? testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[opts.route ?? '/']}>{children}</MemoryRouter>
    </Providers>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/**
 * Renders routes in a data router (createMemoryRouter), for what needs one: useBlocker,
 * lazy routes, or checking where a screen navigated (`router.state.location`).
 */
export function renderWithRouter(
  routes: RouteObject[],
  opts: { queryClient?: QueryClient; initialEntries?: string[] } = {},
) {
  const queryClient = opts.queryClient ?? testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: opts.initialEntries ?? ['/'] });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** The answer the API gives, for a mocked fetch. */
export function apiAnswer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
