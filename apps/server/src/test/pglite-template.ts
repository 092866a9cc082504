import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { migrationsFolder, runMigrations } from '../db/migrate.ts';

/**
 * What the template depends on: every migration file and the PGlite release that wrote it. A new
 * migration or an upgrade names a new template, so a stale one is never loaded.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version, read from its package file (its exports do not list it). */
function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A migrated, empty embedded database as a data-directory archive, for every test file's database
 * to start from. Creating a cluster (initdb) and migrating it costs about three seconds a file on
 * two cores; loading the archive a fraction of that. Built once per run by whichever worker asks
 * first, kept beside the system's temporary files; a worker racing it writes the same bytes.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `platform-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({});
    try {
      await runMigrations(handle);
      const archive = await handle.dumpDataDir();
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(file)]);
}
