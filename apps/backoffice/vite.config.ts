import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';

// The console is its own bundle under /backoffice: nothing of the player site is loaded with it.
export default defineConfig({
  root,
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5174,
    proxy: { '/wps': apiTarget, '/images': apiTarget },
  },
});
