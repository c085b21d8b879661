import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepositoryRoot } from '../src/config/index.js';
import {
  makePgliteTemplate,
  openDatabase,
  pgliteDatabaseExists,
  readPgliteTemplate,
} from '../src/db/index.js';

// Start-up (docs/decisions/0051-a-compiled-server-for-npm-start.md): the template of new embedded databases,
// and the start script's build cache.

const root = findRepositoryRoot();
const work = mkdtempSync(path.join(tmpdir(), 'hoogo-startup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const count = async (database: ReturnType<typeof openDatabase>, query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n);
};

describe('the PGlite template', () => {
  it('starts a new data folder migrated, durable, and keeping what it is given', async () => {
    const file = path.join(work, 'cache', 'template.tar');
    expect(await readPgliteTemplate(file)).toBeUndefined();
    await makePgliteTemplate(file);
    const template = await readPgliteTemplate(file);
    expect(template?.size).toBeGreaterThan(0);

    const dataDir = path.join(work, 'pglite');
    expect(pgliteDatabaseExists(dataDir)).toBe(false);
    const first = openDatabase({ pgliteDir: dataDir, pgliteTemplate: template });
    await first.migrate();
    // Every migration was in the template: the tables are there and none was applied twice.
    const migrations = await count(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations).toBeGreaterThan(0);
    await first.db.execute(sql`create table startup_probe (x int)`);
    await first.db.execute(sql`insert into startup_probe values (1)`);
    await first.close();
    expect(pgliteDatabaseExists(dataDir)).toBe(true);

    // An existing folder is opened as it is: the template is not loaded over it (PGlite would refuse).
    const again = openDatabase({ pgliteDir: dataDir, pgliteTemplate: template });
    await again.migrate();
    expect(await count(again, sql`select count(*)::int as n from startup_probe`)).toBe(1);
    expect(await count(again, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      migrations,
    );
    await again.close();
  }, 180_000);
});

describe('the start script’s build cache', () => {
  it('builds again when the content of an input changes, whatever its modification time', async () => {
    const lib = (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
      contentHash(paths: string[]): string;
    };
    const inputs = path.join(work, 'inputs');
    mkdirSync(path.join(inputs, '__tests__'), { recursive: true });
    const source = path.join(inputs, 'a.ts');
    writeFileSync(source, 'export const a = 1;');
    const before = lib.contentHash([inputs]);
    expect(lib.contentHash([inputs])).toBe(before);

    // A test beside the sources is not part of the build.
    writeFileSync(path.join(inputs, '__tests__', 'a.test.ts'), 'test');
    expect(lib.contentHash([inputs])).toBe(before);

    // Same size, same modification time, other content (a checkout can do that): another build.
    writeFileSync(source, 'export const a = 2;');
    utimesSync(source, 1_700_000_000, 1_700_000_000);
    const changed = lib.contentHash([inputs]);
    expect(changed).not.toBe(before);
    writeFileSync(source, 'export const a = 1;');
    expect(lib.contentHash([inputs])).toBe(before);

    // A new file changes it too.
    writeFileSync(path.join(inputs, 'b.ts'), '');
    expect(lib.contentHash([inputs])).not.toBe(before);
  });
});

describe('the environment of the server npm start runs', () => {
  // docs/operations.md, "Memory after a flood": two malloc arenas unless the operator set their number.
  const load = async () =>
    (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
      serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
    };

  it('bounds the malloc arenas and runs in production when the operator set neither', async () => {
    const { serverEnvironment } = await load();
    const env = serverEnvironment({ PORT: '4000' });
    expect(env).toEqual({ PORT: '4000', NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' });
  });

  it('passes what the operator set as it is', async () => {
    const { serverEnvironment } = await load();
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '16', NODE_ENV: 'test' })).toEqual({
      MALLOC_ARENA_MAX: '16',
      NODE_ENV: 'test',
    });
  });

  it('is the environment scripts/start.mjs gives the server', () => {
    const start = readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8');
    expect(start).toMatch(/env: serverEnvironment\(process\.env\)/);
  });
});
