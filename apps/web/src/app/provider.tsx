import { TOAST_DURATION_MS } from '@hoogo/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { ConnectionOutboxContext, createConnectionOutbox } from '@/features/game/utils/connection-outbox';
import { createQueryClient } from '@/lib/react-query';
import { useToasterLayout } from '@/lib/toast';

/**
 * What every screen shares, one per app: the query cache, the toaster, and the outbox of connections
 * (features/game/utils/connection-outbox.ts), so that a send on the wire outlives the page that started it
 * but not the app; a test's renderApp makes a new app, so a new outbox.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [outbox] = useState(createConnectionOutbox);
  const toaster = useToasterLayout();
  return (
    <QueryClientProvider client={client}>
      <ConnectionOutboxContext.Provider value={outbox}>
        {children}
        <Toaster {...toaster} toastOptions={{ duration: TOAST_DURATION_MS }} />
      </ConnectionOutboxContext.Provider>
    </QueryClientProvider>
  );
}
