import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  css: {
    modules: {
      // Short class names in production keep the CSS and the JS maps of CSS Modules small.
      generateScopedName: command === 'build' ? '_[hash:base64:6]' : '[name]__[local]__[hash:base64:4]',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Fonts and icons stay separate files: the server's CSP allows data: fonts, but files cache better.
    assetsInlineLimit: 0,
    target: 'es2022',
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/images': apiTarget,
      '/docs': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
  preview: { port: 4173 },
}));
