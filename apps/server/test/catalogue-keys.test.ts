import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@hoogo/core';
import { describe, expect, it } from 'vitest';

/**
 * Every entry of the catalogue is used by the product (docs/architecture.md, "Add a message"): an entry
 * nothing reads is a sentence nobody sees, and one more for every language to translate. An entry
 * counts as used when its name is read somewhere in the server, the web app or core outside the
 * catalogue and the tests (`.name`, `?.name`, `['name']`, destructured `{ name }`, or the key of a
 * `[value, 'name']` pair that a page reads as `t[key]`). The check reads
 * names, not types: an entry whose name another object shares passes, so it finds the entries whose name
 * appears nowhere, which is what a removed screen or answer leaves.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readers = ['apps/server/src', 'apps/web/src', 'packages/core/src'];
/** The catalogue itself, and tests, which read entries to check them. */
const skipped = /(^|\/)(messages|__tests__|testing)(\/|$)|\.test\.tsx?$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skipped.test(file));
}

/** The `area.entry` names of `catalogue` whose entry name `code` never reads. */
function unusedEntries(catalogue: Record<string, unknown>, code: string): string[] {
  return Object.entries(catalogue).flatMap(([area, entries]) =>
    typeof entries === 'object' && entries !== null
      ? Object.keys(entries)
          .filter(
            (name) =>
              !new RegExp(
                String.raw`(\.|\?\.)${name}\b|[{,]\s*${name}\s*[,}:]|\[['"]${name}['"]\]|,\s*['"]${name}['"]\s*\]`,
              ).test(code),
          )
          .map((name) => `${area}.${name}`)
      : [],
  );
}

describe('the catalogue holds only sentences the product uses', () => {
  it('finds an entry nothing reads', () => {
    const catalogue = { login: { title: 'Sign in', forgotten: 'Nobody reads this' } };
    expect(unusedEntries(catalogue, 'const t = messages.login;\n<h1>{t.title}</h1>')).toEqual([
      'login.forgotten',
    ]);
    expect(unusedEntries(catalogue, 'const { title, forgotten } = messages.login;')).toEqual([]);
    expect(unusedEntries(catalogue, "messages.login['forgotten']; messages.login?.title")).toEqual([]);
    expect(unusedEntries(catalogue, "[['/a', 'title'], ['/b', 'forgotten']] as const")).toEqual([]);
  });

  it('has no entry that the server, the web app or core never reads', () => {
    const code = readers
      .flatMap(sourcesUnder)
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n');
    expect(unusedEntries(messages, code)).toEqual([]);
  });
});
