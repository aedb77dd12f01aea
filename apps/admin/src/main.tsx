import './app/first-screen-styles';
import './app/focus-ring.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppNotifications } from './app/app-notifications';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {/* In the entry anyway: failed calls anywhere (query-client.ts) show a notification. */}
        <AppNotifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
