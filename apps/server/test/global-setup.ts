import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated, empty PGlite data folder. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite cluster (initdb) is the slowest part of a test file's set-up, several seconds on a
 * busy machine: it is done once for the run, and every test file's database starts from its dump.
 */
export default async function setup(project: TestProject) {
  const database = openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'hoogo-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
