import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from './vite.config';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Modules the browser only ever loads on demand (the map, the editors, the town form, the
 * captcha solver): never part of a first screen. The server bundle carries an empty stand-in
 * for each instead of some 4 MB (mapbox-gl, TipTap) the engine would parse at every start.
 */
const BROWSER_ONLY = /\/(mapbox-view|ArticleEditor|PropertyEditor|TownForm|load-altcha)$/;
const STAND_IN = '\0browser-only';

function leaveOutBrowserOnly(): Plugin {
  return {
    name: 'langhe-server-leaves-out-browser-only',
    enforce: 'pre',
    resolveId: (id) => (BROWSER_ONLY.test(id) ? STAND_IN : null),
    load: (id) => (id === STAND_IN ? 'export {};' : null),
  };
}

/**
 * The server renderer: one self-contained ES module (no imports, no Node built-ins) that the
 * Rust binary runs in an embedded JavaScript engine (QuickJS). Browser builds of every
 * package, because that engine is closer to a browser than to Node.
 */
export default mergeConfig(
  base,
  defineConfig({
    plugins: [leaveOutBrowserOnly()],
    resolve: {
      alias: {
        // Only renderToString is used; the streaming renderer beside it needs MessageChannel.
        'react-dom/server': local('./node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'),
      },
    },
    ssr: { noExternal: true, target: 'webworker' },
    build: {
      ssr: 'src/server/entry-server.tsx',
      outDir: 'dist-server',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: 'src/server/entry-server.tsx',
        output: { format: 'es', codeSplitting: false, entryFileNames: 'entry-server.js' },
      },
    },
  }),
);
