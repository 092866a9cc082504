import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Envelope encryption for secrets kept in the database (TOTP seeds, vendor API secrets): each
 * value gets its own random data key (AES-256-GCM), and only that data key is sealed by the
 * master key from configuration. A stored value names the master key that sealed it, so after a
 * rotation the old key (kept in SECRETS_PREVIOUS_KEYS) still opens rows not yet re-sealed.
 *
 * Stored form, one string: `sb1.<master key id>.<wrapped data key>.<iv>.<ciphertext>.<tag>`, the
 * binary parts in base64url (the wrapped key is its own iv, ciphertext and tag). The `context`
 * (table, column, row) is authenticated, so a sealed value copied onto another row does not open.
 */
export interface MasterKey {
  id: string;
  key: Buffer;
}

export interface SecretBox {
  /** The id of the key new values are sealed under. */
  readonly currentKeyId: string;
  seal(plain: string, context: string): string;
  /** The secret; a value not in the sealed form is a plain one from before and is returned as is. */
  open(stored: string, context: string): string;
  /** True when the value is already sealed under the current master key (nothing to rotate). */
  isCurrent(stored: string): boolean;
}

export class SecretUnreadableError extends Error {}

const VERSION = 'sb1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
export const MASTER_KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const B64URL = '[A-Za-z0-9_-]+';
const SEALED_PATTERN = new RegExp(
  `^${VERSION}\\.([A-Za-z0-9_-]{1,32})\\.(${B64URL})\\.(${B64URL})\\.(${B64URL}|)\\.(${B64URL})$`,
);

export function isSealedSecret(stored: string): boolean {
  return SEALED_PATTERN.test(stored);
}

function encrypt(key: Buffer, plain: Buffer, aad: string) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, ciphertext, tag: cipher.getAuthTag() };
}

function decrypt(key: Buffer, parts: { iv: Buffer; ciphertext: Buffer; tag: Buffer }, aad: string): Buffer {
  if (parts.iv.length !== IV_BYTES || parts.tag.length !== TAG_BYTES)
    throw new SecretUnreadableError('sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, parts.iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(parts.tag);
  try {
    return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]);
  } catch (error) {
    throw new SecretUnreadableError('sealed secret failed authentication (altered, or another row)', {
      cause: error,
    });
  }
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url');

export function createSecretBox(current: MasterKey, previous: readonly MasterKey[] = []): SecretBox {
  const keys = new Map<string, Buffer>();
  for (const entry of [current, ...previous]) {
    if (!MASTER_KEY_ID_PATTERN.test(entry.id)) throw new Error(`master key id "${entry.id}" is not valid`);
    if (entry.key.length !== KEY_BYTES)
      throw new Error(`master key "${entry.id}" must be ${KEY_BYTES} bytes`);
    const known = keys.get(entry.id);
    if (known?.equals(entry.key)) continue; // the current key also listed as a previous one
    if (known) throw new Error(`master key id "${entry.id}" names two different keys`);
    keys.set(entry.id, entry.key);
  }
  // The wrapped data key is bound to the master key id and the context as well as the value.
  const wrapAad = (keyId: string, context: string) => `${VERSION}.${keyId}.key.${context}`;
  const valueAad = (keyId: string, context: string) => `${VERSION}.${keyId}.value.${context}`;

  return {
    currentKeyId: current.id,
    seal(plain, context) {
      const dataKey = randomBytes(KEY_BYTES);
      const wrapped = encrypt(current.key, dataKey, wrapAad(current.id, context));
      const sealed = encrypt(dataKey, Buffer.from(plain, 'utf8'), valueAad(current.id, context));
      return [
        VERSION,
        current.id,
        b64(Buffer.concat([wrapped.iv, wrapped.ciphertext, wrapped.tag])),
        b64(sealed.iv),
        b64(sealed.ciphertext),
        b64(sealed.tag),
      ].join('.');
    },
    open(stored, context) {
      const match = SEALED_PATTERN.exec(stored);
      if (!match) return stored;
      const [, keyId = '', wrappedText = '', iv = '', ciphertext = '', tag = ''] = match;
      const masterKey = keys.get(keyId);
      if (!masterKey)
        throw new SecretUnreadableError(
          `secret sealed under master key "${keyId}", which is not configured (SECRETS_PREVIOUS_KEYS)`,
        );
      const wrapped = unb64(wrappedText);
      const dataKey = decrypt(
        masterKey,
        {
          iv: wrapped.subarray(0, IV_BYTES),
          ciphertext: wrapped.subarray(IV_BYTES, wrapped.length - TAG_BYTES),
          tag: wrapped.subarray(wrapped.length - TAG_BYTES),
        },
        wrapAad(keyId, context),
      );
      if (dataKey.length !== KEY_BYTES) throw new SecretUnreadableError('sealed secret is malformed');
      return decrypt(
        dataKey,
        { iv: unb64(iv), ciphertext: unb64(ciphertext), tag: unb64(tag) },
        valueAad(keyId, context),
      ).toString('utf8');
    },
    isCurrent(stored) {
      return SEALED_PATTERN.exec(stored)?.[1] === current.id;
    },
  };
}
