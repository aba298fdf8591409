import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useNotifications } from '@mantine/notifications';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { cssVariablesResolver } from './accessible-colors';
import { colorSchemeManager, theme } from './theme';

const NotificationsOutlet = lazy(async () => ({
  default: (await import('./notifications-outlet')).NotificationsOutlet,
}));

/**
 * Mounts the notifications' outlet when the first notification is shown: until then no page needs its code
 * or styles (the store, a few hundred bytes, keeps what is shown until the outlet renders it).
 */
function NotificationsWhenShown() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsOutlet />
    </Suspense>
  );
}

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
      <NotificationsWhenShown />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
