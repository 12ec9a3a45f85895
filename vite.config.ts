/**
 * Web build (src/web → dist/web). The dev server proxies /api to the API server on port 3000 and
 * keeps the browser's Host header, because the server picks the organisation from its subdomain.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    // The strict CSP has no room for inline modules; keep every asset a file of our own origin.
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: false,
    // Lets the bundle benchmark follow exactly which chunks a route loads.
    manifest: true,
    // Every supported browser preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page needs, in stable long-cached chunks. Mantine and the form
            // libraries are left to per-route splitting so each page loads only what it uses.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // changeOrigin stays false: the API must see acme.localhost:5173, not localhost:3000.
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
