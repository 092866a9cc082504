import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { loadSecretBox, SECRETS_KEY_FILE } from './master-keys.ts';
import { createSecretBox, isSealedSecret, SecretUnreadableError } from './secret-box.ts';

const oldKey = { id: 'old', key: randomBytes(32) };
const newKey = { id: 'new', key: randomBytes(32) };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CONTEXT = 'members.totp_secret:42';

/** The same sealed string with one character of its `part` (3: iv … 5: tag, 2: wrapped key) changed. */
function flipped(sealed: string, part: number): string {
  const parts = sealed.split('.');
  const text = parts[part] ?? '';
  parts[part] = `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
  return parts.join('.');
}

describe('secrets at rest (finding 10): the secret box', () => {
  it('seals a secret into a self-describing string without the secret in it, and opens it again', () => {
    const box = createSecretBox(newKey);
    const sealed = box.seal(SECRET, CONTEXT);
    expect(sealed).toMatch(/^sb1\.new\./);
    expect(sealed).not.toContain(SECRET);
    expect(isSealedSecret(sealed)).toBe(true);
    expect(box.open(sealed, CONTEXT)).toBe(SECRET);
    // A data key per record: the same secret sealed twice gives two different strings.
    expect(box.seal(SECRET, CONTEXT)).not.toBe(sealed);
  });

  it('refuses a sealed secret whose ciphertext, tag, iv or wrapped data key was altered', () => {
    const box = createSecretBox(newKey);
    const sealed = box.seal(SECRET, CONTEXT);
    for (const part of [2, 3, 4, 5])
      expect(() => box.open(flipped(sealed, part), CONTEXT)).toThrow(SecretUnreadableError);
  });

  it('refuses a sealed secret copied onto another row', () => {
    const box = createSecretBox(newKey);
    const sealed = box.seal(SECRET, CONTEXT);
    expect(() => box.open(sealed, 'members.totp_secret:43')).toThrow(SecretUnreadableError);
  });

  it('reads a record sealed under the previous key once the key is rotated, and refuses it without that key', () => {
    const before = createSecretBox(oldKey).seal(SECRET, CONTEXT);
    const rotated = createSecretBox(newKey, [oldKey]);
    expect(rotated.open(before, CONTEXT)).toBe(SECRET);
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.isCurrent(rotated.seal(SECRET, CONTEXT))).toBe(true);
    expect(() => createSecretBox(newKey).open(before, CONTEXT)).toThrow(/"old".*SECRETS_PREVIOUS_KEYS/);
  });

  it('reads a plain secret stored before encryption as it is', () => {
    expect(createSecretBox(newKey).open(SECRET, CONTEXT)).toBe(SECRET);
    expect(createSecretBox(newKey).isCurrent(SECRET)).toBe(false);
  });
});

describe('secrets at rest (finding 10): the master key', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is required in production, named in the error', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_PRIVATE_KEY: 'pem' };
    expect(() => loadConfig(production)).toThrow(/SECRETS_MASTER_KEY: required in production/);
    expect(() => loadConfig({ ...production, SECRETS_MASTER_KEY: 'c2hvcnQ=' })).toThrow(/SECRETS_MASTER_KEY/);
    expect(() =>
      loadConfig({ SECRETS_MASTER_KEY: newKey.key.toString('base64'), SECRETS_PREVIOUS_KEYS: 'old:nope' }),
    ).toThrow(/SECRETS_PREVIOUS_KEYS/);
  });

  it('outside production is generated once into DATA_DIR and kept across restarts', async () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: scratch });
    const first = await loadSecretBox(config);
    const sealed = first.seal(SECRET, CONTEXT);
    const file = path.join(scratch, SECRETS_KEY_FILE);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    const restarted = await loadSecretBox(config);
    expect(restarted.open(sealed, CONTEXT)).toBe(SECRET);
  });

  it('opens what the configured previous keys sealed, by the id they were given', async () => {
    const configured = await loadSecretBox(
      loadConfig({
        DATA_DIR: scratch,
        SECRETS_MASTER_KEY: newKey.key.toString('base64'),
        SECRETS_MASTER_KEY_ID: 'new',
        SECRETS_PREVIOUS_KEYS: `old:${oldKey.key.toString('base64')}`,
      }),
    );
    expect(configured.currentKeyId).toBe('new');
    expect(configured.open(createSecretBox(oldKey).seal(SECRET, CONTEXT), CONTEXT)).toBe(SECRET);
  });
});
