import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { loadInitialScreens } from '@/app/router';
import { seedQueries } from '@/app/seed-queries';
import { createQueryClient } from '@/lib/api/query-client';
import { takeInitialData } from '@/lib/api/initial-data';
import { preloadDeclaredParts } from '@/components/preloadable-lazy';
import { rememberLandingSource } from '@/lib/lead-source';

// The landing page's source, read before the router can change the address.
rememberLandingSource();

// Seeded before the first render, so the first screen paints from the server's answers.
const queryClient = createQueryClient();
seedQueries(queryClient, takeInitialData());

function start() {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  // The server drew the first screen from the same answers (server/entry-server.tsx): React
  // takes that markup over. A page served without it (no server bundle) is drawn here.
  // As a transition, the work is cut into slices that leave the main thread free for input
  // (no long task on a slow phone) instead of one block.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// The screen's code, then the parts it hydrates apart (its own Suspense boundaries, still
// hydrated after the rest): a boundary whose code were still on its way when anything above
// it changes (the stores leaving their server snapshot) would be drawn anew, its served
// markup dropped. Not a top-level await: that would make the bundler split the main script
// into many files.
void loadInitialScreens()
  .then(preloadDeclaredParts)
  .catch(() => {
    // A part that failed to load is fetched again when React meets it.
  })
  .then(start);
