import { describe, expect, it } from 'vitest';

/**
 * Features meet only at their public entries (docs/web.md): code outside `features/<name>/` imports
 * that feature through `features/<name>/index.ts` (what it offers statically) or a `lazy*.ts` next to
 * it (loaders of its code-split screens). Inside a feature, imports stay relative and direct, and a
 * feature's tests may reach its internals.
 */

// Every source file of the web app as text, keyed by its path below `src/`.
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [path.replace(/^\/src\//, ''), text]),
);

// import … from '…', export … from '…', import '…', import('…'), vi.mock('…').
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? '');
}

/** `from` (a path below src/) and a relative specifier -> the path below src/ it names. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

/** Why an import breaks the rule, or null when it keeps it. */
function boundaryBreach(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(from, specifier);
  const feature = featureOf(target);
  if (!feature || featureOf(from) === feature) return null;
  const entry = target.slice(`features/${feature}/`.length);
  if (entry === 'index.ts' || /^lazy[\w-]*\.ts$/.test(entry)) return null;
  return `${from} imports '${specifier}': outside features/${feature}/ import its index.ts or lazy*.ts`;
}

describe('feature boundaries', () => {
  it('reads the whole app', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(200);
    expect(specifiersOf(SOURCES['app/lazy-areas.ts'] ?? '')).toContain('../features/games/lazy.ts');
  });

  it('tells a public entry from a feature internal', () => {
    expect(boundaryBreach('app/routes.tsx', '../features/games/index.ts')).toBeNull();
    expect(boundaryBreach('app/routes.tsx', '../features/wallet/lazy-tabs.ts')).toBeNull();
    expect(boundaryBreach('features/games/components/x.tsx', '../hooks/use-start-game.ts')).toBeNull();
    expect(boundaryBreach('app/routes.tsx', '../features/games/components/game-card.tsx')).toMatch(
      /features\/games/,
    );
    expect(
      boundaryBreach('features/in-house/lib/money.ts', '../../wallet/api/use-wallet-balance.ts'),
    ).toMatch(/features\/wallet/);
    expect(
      boundaryBreach('components/ui/x.tsx', '../../features/auth/components/login-form.tsx'),
    ).not.toBeNull();
  });

  it('has every import from outside a feature go through its entry', () => {
    const breaches = Object.entries(SOURCES).flatMap(([path, source]) =>
      specifiersOf(source).flatMap((specifier) => boundaryBreach(path, specifier) ?? []),
    );
    expect(breaches).toEqual([]);
  });

  it('keeps lazy entries to loaders, so importing one pulls no code into the importer', () => {
    const lazyEntries = Object.entries(SOURCES).filter(([path]) =>
      /^features\/[^/]+\/lazy[\w-]*\.ts$/.test(path),
    );
    expect(lazyEntries.length).toBeGreaterThan(0);
    for (const [path, source] of lazyEntries) {
      const staticImports = source.match(/^\s*(?:import|export)\b[^(]*\bfrom\s*['"]/gm) ?? [];
      expect(staticImports, path).toEqual([]);
    }
  });
});
