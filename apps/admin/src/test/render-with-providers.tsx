import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

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

/** A fetch where every call answers 401 except the public client configuration (ending a session reads it). */
export const answer401ExceptConfig = async (url: string) =>
  url.startsWith('/api/client-config')
    ? apiAnswer(200, { success: true, data: { customer_app_url: '', marketing_url: '', cookie_domain: '' } })
    : apiAnswer(401, { success: false, error: { code: 'unauthorized', message: 'Sign in again' } });

/** A mocked fetch for the test file: reset before each test, and every stub and spy put back after it. */
export function stubFetch() {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return fetchMock;
}

/** The API's refusal, for a mocked fetch; `fields` are the messages it puts beside the form's fields. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return apiAnswer(status, { success: false, error: fields ? { code, message, fields } : { code, message } });
}
