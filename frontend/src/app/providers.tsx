import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';
import { LoadingProvider } from '@/components/loading';
import { ConsentProvider } from '@/lib/consent';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentProvider>
        <LoadingProvider>{children}</LoadingProvider>
      </ConsentProvider>
    </QueryClientProvider>
  );
}
