import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';
import { cssVariablesResolver } from './accessible-colors';
import { colorSchemeManager, theme } from './theme';

const NotificationsOutlet = lazy(async () => ({
  default: (await import('./notifications-outlet')).NotificationsOutlet,
}));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Suspense fallback={null}>
        <NotificationsOutlet />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
