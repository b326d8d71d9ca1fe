import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { loadInitialScreens } from '@/app/router';
import { seedQueries } from '@/app/seed-queries';
import { createQueryClient } from '@/lib/api/query-client';
import { takeInitialData } from '@/lib/api/initial-data';

// Seeded before the first render, so the first screen paints from the server's answers.
const queryClient = createQueryClient();
seedQueries(queryClient, takeInitialData());

// Not a top-level await: that would make the bundler split the main script into many files.
void loadInitialScreens().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
