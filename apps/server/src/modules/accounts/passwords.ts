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
