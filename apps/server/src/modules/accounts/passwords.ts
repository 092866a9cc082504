import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id at the library's defaults (m=19456 KiB, t=2, p=1: the OWASP
 * minimum). Payment passwords use the same function but live in their own column.
 */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so timing does not reveal which account names exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('dummy-password-for-timing');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(storedHash, plain).catch(() => false);
}

/**
 * A password handed to a player who lost theirs, to be changed at the next login: ten characters
 * read easily over the phone (no 0/O or 1/l look-alikes), letters and digits both present so it
 * satisfies the common password rules.
 */
export function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  let value = '';
  for (let i = 0; i < 6; i++) value += letters[randomInt(letters.length)];
  for (let i = 0; i < 4; i++) value += digits[randomInt(digits.length)];
  return value;
}
