import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

// Textarea's autosize listens to document.fonts, which happy-dom lacks (setup.ts would be
// the better home for this stub).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

/**
 * Renders a component as the app would (Mantine, a fresh query client, a router). Mantine's
 * test environment turns off transitions and portals, so dropdowns open synchronously.
 */
export function renderWithProviders(
  ui: ReactElement,
  opts: { queryClient?: QueryClient; route?: string } = {},
) {
  const queryClient = opts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[opts.route ?? '/']}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
