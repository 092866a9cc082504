/** A LIKE pattern matching values that start with `prefix` taken literally (\, % and _ escaped). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
}
