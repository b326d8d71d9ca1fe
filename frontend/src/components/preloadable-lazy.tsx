import { lazy, type ComponentType, type JSX } from 'react';

/** Every preloadable part the modules loaded so far declare, for the server renderer. */
const declared: (() => Promise<unknown>)[] = [];

/**
 * A component in its own chunk, like `React.lazy`, that the server renderer can load before it
 * draws: `renderToString` does not wait for a lazy part, it would serve the Suspense fallback
 * in its place and leave the part out of the served HTML. On the server the part is drawn in
 * full; in the browser its chunk is fetched when React meets the part, and React hydrates the
 * part's Suspense boundary on its own once the chunk is in (selective hydration), leaving
 * the served markup in place until then.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  declared.push(preload);
  return function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
}

/** Loads every part declared so far (entry-server.tsx, before it draws a page). */
export async function preloadDeclaredParts(): Promise<void> {
  await Promise.all(declared.map((preload) => preload()));
}
