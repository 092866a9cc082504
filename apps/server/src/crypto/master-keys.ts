import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config.ts';
import { readOrCreateKeyFile } from './key-file.ts';
import { createSecretBox, MASTER_KEY_ID_PATTERN, type MasterKey, type SecretBox } from './secret-box.ts';

export const SECRETS_KEY_FILE = 'secrets-master.key';
const KEY_BYTES = 32;

/** The 32 bytes of a master key written in base64 (`openssl rand -base64 32`), or null. */
function decodeMasterKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export function isMasterKeyText(text: string): boolean {
  return decodeMasterKey(text) !== null;
}

/** A previous key as configured: `<id>:<base64>`, or the bare base64 when its id was the default. */
function parsePreviousKey(entry: string): MasterKey | null {
  const colon = entry.indexOf(':');
  const id = colon === -1 ? null : entry.slice(0, colon);
  const key = decodeMasterKey(colon === -1 ? entry : entry.slice(colon + 1));
  if (!key || (id !== null && !MASTER_KEY_ID_PATTERN.test(id))) return null;
  return { id: id ?? defaultKeyId(key), key };
}

export function isPreviousKeyEntry(entry: string): boolean {
  return parsePreviousKey(entry) !== null;
}

/** Without a configured id a key is named by its fingerprint, so the same key gets the same id. */
function defaultKeyId(key: Buffer): string {
  return `k${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/**
 * The box that seals secrets at rest: the configured master key (required in production, see
 * config.ts) or, in development and tests, one generated into DATA_DIR; plus the previous keys,
 * which still open what they sealed until `npm run secrets:rotate` has re-sealed it.
 */
export async function loadSecretBox(
  config: Pick<Config, 'SECRETS_MASTER_KEY' | 'SECRETS_MASTER_KEY_ID' | 'SECRETS_PREVIOUS_KEYS' | 'DATA_DIR'>,
): Promise<SecretBox> {
  const source = config.SECRETS_MASTER_KEY
    ? 'SECRETS_MASTER_KEY'
    : path.join(config.DATA_DIR, SECRETS_KEY_FILE);
  const text =
    config.SECRETS_MASTER_KEY ??
    (await readOrCreateKeyFile(source, async () => `${randomBytes(KEY_BYTES).toString('base64')}\n`));
  const key = decodeMasterKey(text);
  if (!key) throw new Error(`${source} must be ${KEY_BYTES} random bytes in base64`);
  const previous = config.SECRETS_PREVIOUS_KEYS.map((entry) => {
    const parsed = parsePreviousKey(entry);
    if (!parsed) throw new Error('SECRETS_PREVIOUS_KEYS holds an entry that is not <id>:<base64 key>');
    return parsed;
  });
  return createSecretBox({ id: config.SECRETS_MASTER_KEY_ID ?? defaultKeyId(key), key }, previous);
}
