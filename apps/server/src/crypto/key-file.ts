import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A key kept in a file of DATA_DIR (development and tests only; production configures its keys):
 * read when present, else generated and written readable by this user only.
 */
export async function readOrCreateKeyFile(file: string, generate: () => Promise<string>): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const created = await generate();
  try {
    // 'wx' never overwrites: a node that lost a start-up race keeps the winner's key.
    await writeFile(file, created, { mode: 0o600, flag: 'wx' });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(file, 'utf8');
  }
}
