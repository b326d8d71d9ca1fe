import { lazy, type ComponentType, type JSX } from 'react';

/** Every preloadable part the modules loaded so far declare, for the server renderer. */
const declared: (() => Promise<unknown>)[] = [];

/**
 * A component in its own chunk, like `React.lazy`, that can be loaded before React draws:
 * `renderToString` does not wait for a lazy part, it would serve the Suspense fallback in its
 * place and leave the part out of the served HTML, so the server renderer loads every declared
 * part first. The browser does too before it hydrates a served page (main.tsx): a dehydrated
 * boundary whose code is still on its way when anything above it changes is drawn anew, its
 * served markup dropped. The part's Suspense boundary is then hydrated after the rest of the
 * page, as a unit of its own (selective hydration). Opened by a link inside the app, the part
 * loads when React meets it, its boundary's fallback holding the place.
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
