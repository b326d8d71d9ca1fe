import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed twin saves less than its own headers cost. */
const MIN_BYTES = 1024;
/** Brotli's best level takes seconds on the megabytes of the map chunk; one below is 2 % larger. */
const LARGE_BYTES = 1024 * 1024;

/**
 * Writes a `.br` and a `.gz` twin beside each text file of the build, at the best levels. The
 * server sends them as they are (crates/site/src/precompressed.rs) instead of compressing
 * on every request at a fast level. index.html has none: the server rewrites it per page.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'langhe-precompress',
    // The server bundle (vite.server.config.ts) is read by the binary, never sent.
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT_FILE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]:
                bytes.length > LARGE_BYTES ? constants.BROTLI_MAX_QUALITY - 1 : constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}
