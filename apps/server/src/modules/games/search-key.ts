/**
 * The form game names are searched in: compatibility-decomposed (full-width letters become ASCII),
 * accents removed, lower case, spaces collapsed. The import stores every name in this form and the
 * search normalizes the term the same way, so "CAFÉ", "cafe" and "Café" all find "Café Royale".
 */
export function searchKeyOf(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The stored search text: every name of a game, one a line (a term never holds a line break). */
export function searchTextOf(names: Record<string, string | undefined>): string {
  const keys = new Set(
    Object.values(names)
      .filter((name): name is string => Boolean(name))
      .map(searchKeyOf),
  );
  return [...keys].join('\n');
}

/** A LIKE pattern matching `key` anywhere, its own wildcards escaped (backslash is LIKE's escape). */
export function containsPattern(key: string): string {
  return `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
