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
  // The contract and the game engines are workspace packages shipped as TypeScript source, so they
  // are bundled in (their own npm dependencies, like @noble/hashes, stay external).
  alias: {
    '@platform/contract': '../../packages/contract/src',
    '@platform/games': '../../packages/games/src',
  },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: dist/main.js');
