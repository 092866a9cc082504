import { describe, expect, it } from 'vitest';
import { wordsOf } from './i18n.ts';

/** Every leaf key of a nested word tree, dotted. */
function keysOf(words: unknown, prefix = ''): string[] {
  if (typeof words !== 'object' || words === null) return [prefix];
  return Object.entries(words).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const FEATURE_FILES = import.meta.glob<Record<string, unknown>>('../features/*/locales/EN.json', {
  eager: true,
  import: 'default',
});

describe('the console words', () => {
  it('has every English word in Chinese too, and nothing Chinese only', () => {
    expect(keysOf(wordsOf('CN')).sort()).toEqual(keysOf(wordsOf('EN')).sort());
  });

  it('gives each feature its own top-level keys, so no feature overwrites another', () => {
    const seen = new Map<string, string>();
    for (const [file, words] of Object.entries(FEATURE_FILES)) {
      for (const key of Object.keys(words)) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });
});
