// Bundles the server (and the contract package it imports as TypeScript) into dist/main.js;
// npm packages stay external and load from node_modules.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The contract is a workspace package shipped as TypeScript source, so it is bundled in.
  alias: { '@platform/contract': '../../packages/contract/src' },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: dist/main.js');
