/** A fresh key for one submitted form (8 to 64 of [A-Za-z0-9_-]); works outside secure contexts too. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
