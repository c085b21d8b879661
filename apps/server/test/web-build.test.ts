import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseEncoding, isNotModified, loadWebBuild, type WebFile } from '../src/lib/web-build.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hoogo-web-build-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return loadWebBuild(dir);
}

describe('the web build in memory', () => {
  it('keys every file by its URL path with its precompressed variants, and leaves orphans out', () => {
    const files = build({
      'index.html': '<!doctype html>',
      'index.html.br': 'BR',
      'index.html.gz': 'GZ',
      'assets/deep/app-Ab12.js': 'export {};',
      'assets/deep/app-Ab12.js.gz': 'GZ',
      'assets/logo-1a2b.png': 'PNG',
      'orphan.js.br': 'no original beside it',
      'notes.unknownext': '?',
    });
    expect([...files.keys()].sort()).toEqual([
      '/assets/deep/app-Ab12.js',
      '/assets/logo-1a2b.png',
      '/index.html',
      '/notes.unknownext',
      '/orphan.js.br',
    ]);
    const shell = files.get('/index.html') as WebFile;
    expect(shell.contentType).toBe('text/html; charset=utf-8');
    expect(shell.immutable).toBe(false);
    expect(Object.keys(shell.compressed).sort()).toEqual(['br', 'gzip']);
    expect(shell.compressed.br?.body.toString()).toBe('BR');
    const script = files.get('/assets/deep/app-Ab12.js') as WebFile;
    expect(script.contentType).toMatch(/^text\/javascript/);
    expect(script.immutable).toBe(true);
    expect(Object.keys(script.compressed)).toEqual(['gzip']);
    expect(files.get('/assets/logo-1a2b.png')?.contentType).toBe('image/png');
    expect(files.get('/notes.unknownext')?.contentType).toBe('application/octet-stream');
    // One validator per variant: a cache never mixes a Brotli body with a gzip one.
    const etags = [shell.identity.etag, shell.compressed.br?.etag, shell.compressed.gzip?.etag];
    expect(new Set(etags).size).toBe(3);
  });

  it('answers the encoding the client weighs highest, Brotli on a tie, the file as it is otherwise', () => {
    const file = build({ 'a.js': 'A', 'a.js.br': 'B', 'a.js.gz': 'G' }).get('/a.js') as WebFile;
    const pick = (header: string | undefined) => chooseEncoding(header, file).encoding;
    expect(pick('gzip, deflate, br')).toBe('br');
    expect(pick('gzip, br;q=0.5')).toBe('gzip');
    expect(pick('br;q=0, gzip')).toBe('gzip');
    expect(pick('x-gzip')).toBe('gzip');
    expect(pick(' BR ;q=1 ')).toBe('br');
    expect(pick('deflate')).toBeUndefined();
    expect(pick('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pick('gzip;q=nonsense')).toBeUndefined();
    expect(pick(undefined)).toBeUndefined();
    expect(chooseEncoding('identity', file).variant.body.toString()).toBe('A');
    const onlyGzip = build({ 'b.css': 'C', 'b.css.gz': 'G' }).get('/b.css') as WebFile;
    expect(chooseEncoding('br', onlyGzip).encoding).toBeUndefined();
  });

  it('knows a current copy by its validator, weak or strong, in a list or as *', () => {
    expect(isNotModified('"abc-br"', '"abc-br"')).toBe(true);
    expect(isNotModified('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(isNotModified('"old", "abc-br"', '"abc-br"')).toBe(true);
    expect(isNotModified('*', '"abc-br"')).toBe(true);
    expect(isNotModified('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(isNotModified(undefined, '"abc-br"')).toBe(false);
    expect(isNotModified('', '"abc-br"')).toBe(false);
  });
});
