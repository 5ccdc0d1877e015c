// Builds the console into web/dist, which the HTTP layer serves at `/` (docs/api-extensions.md).
// Runs inside `npm ci` (the `prepare` script), so it must stay offline and take seconds.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  base: '/',
  logLevel: 'warn',
  // Preact's automatic JSX runtime, compiled by Vite's built-in oxc transform (no Babel preset needed).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    // `npm run dev:web` against a server started with `npm start` on its default port.
    proxy: { '/api': 'http://127.0.0.1:8000', '/openapi.json': 'http://127.0.0.1:8000' },
  },
});
