import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { scheduleVersionCheck } from '@/lib/version-check';
import { verifySessionOnStart } from '@/features/auth/verify-on-start';
import { AppProviders } from './providers';
import { createRouter } from './router';
import '@/app/styles/global.css';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createRouter);
  useEffect(() => scheduleVersionCheck(), []);
  useEffect(() => verifySessionOnStart(), []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
