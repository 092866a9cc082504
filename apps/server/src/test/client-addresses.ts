/**
 * A new client address per call under the file's own prefix (e.g. "10.30"), so per-address limits
 * reached by one request or file never reach the next.
 */
export function addressSequence(prefix: string, after = 0): () => string {
  let seq = after;
  return () => {
    seq += 1;
    return `${prefix}.${Math.floor(seq / 250)}.${seq % 250}`;
  };
}
