import { TOAST_DURATION_MS } from '@hoogo/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { createQueryClient } from '@/lib/react-query';
import { useToasterLayout } from '@/lib/toast';

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toaster = useToasterLayout();
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster {...toaster} toastOptions={{ duration: TOAST_DURATION_MS }} />
    </QueryClientProvider>
  );
}
