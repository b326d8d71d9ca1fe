import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Last-resort screen when a route chunk fails to load (e.g. a deploy removed old chunks). */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="container section" id="main-content">
      <h1>Something went wrong</h1>
      <p>This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.</p>
      <p>
        <a className="button button-primary" href={window.location.href}>
          Reload the page
        </a>
      </p>
    </main>
  );
}
