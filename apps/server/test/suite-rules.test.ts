import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's test files, under test/ and beside the sources. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server test files', () => {
  it('stand in for a module with a restored spy, never a module mock: the files of a worker share modules', () => {
    // vitest.config.ts sets isolate: false, so a module another file loaded first is never mocked.
    const mocking = [...testFiles(path.join(root, 'test')), ...testFiles(path.join(root, 'src'))]
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(mocking).toEqual([]);
  });
});
