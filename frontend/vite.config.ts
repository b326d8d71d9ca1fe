/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite-precompress';

// In development the Rust binary serves /api and /images; Vite proxies to it.
const backend = process.env.LANGHE_BACKEND ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': backend, '/images': backend } },
  // The manifest tells the server which files each screen needs (crates/site/src/vite_manifest.rs).
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
    // src/boot.ts: the first script of a server-drawn page, which starts the app (index.html's
    // entry) once the page's main picture is in.
    rolldownOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)) } },
  },
  // Unit tests live beside the code; e2e/ holds node:test browser suites run by scripts/e2e.sh.
  test: { include: ['src/**/*.test.{ts,tsx}', 'eslint/**/*.test.js'] },
});
