import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { scheduleVersionCheck } from '@/lib/version-check';
import { AppProviders } from './providers';
import { createRouter } from './router';
import '@/app/styles/global.css';

export function App() {
  const [router] = useState(createRouter);
  useEffect(() => scheduleVersionCheck(), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
