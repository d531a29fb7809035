import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Dev server: the API server listens on 3001 in `npm run dev`; everything it serves is proxied.
const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';
const port = Number(process.env.WEB_PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  server: {
    port,
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/config.json': { target: apiTarget, changeOrigin: false },
      '/tenant-assets': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port },
  // The kit-code decoder and the camera's live check run in module workers.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The served app's CSP allows only same-origin scripts and styles: no inline module-preload polyfill.
    modulePreload: { polyfill: false },
    // bench/web.bench.mjs follows the manifest to size what a first visit downloads.
    manifest: true,
    rollupOptions: {
      // The capture pages are their own small entries (no app shell): the app frames them at
      // /capture/scanner and /capture/camera.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        scanner: fileURLToPath(new URL('./capture/scanner/index.html', import.meta.url)),
        camera: fileURLToPath(new URL('./capture/camera/index.html', import.meta.url)),
      },
    },
  },
});
