// `npm test`'s check that no module keeps a sentence read at its load: such a sentence stays in the
// language of the start-up, whoever it is said to later (docs/decisions/0086-five-languages.md).
// A module may keep an area or a group of the catalogue (`const t = messages.login`): each sentence is
// read through it when said. A sentence, a list or a function of the catalogue read outside any function
// is reported with its file and line. Run as `node --import tsx scripts/check-sentence-reads.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as englishAreas from '../packages/core/src/messages/en/index.ts';
import { composeCatalogue } from '../packages/core/src/messages/index.ts';

const english = composeCatalogue(englishAreas);

const roots = ['apps/web/src', 'apps/server/src', 'packages/core/src'];
const skipped = /(__tests__|\/testing\/|packages\/core\/src\/messages\/)/;

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** The catalogue path a chain of property reads names (`messages.login.title` is login.title), or null. */
function pathOf(node, aliases) {
  const keys = [];
  let current = node;
  while (ts.isPropertyAccessExpression(current)) {
    keys.unshift(current.name.text);
    current = current.expression;
  }
  if (!ts.isIdentifier(current)) return null;
  if (current.text === 'messages') return keys;
  const alias = aliases.get(current.text);
  return alias ? [...alias, ...keys] : null;
}

const valueAt = (path) => path.reduce((value, key) => value?.[key], english);
const isBranch = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const problems = [];
for (const file of roots.flatMap(sourceFiles).filter((path) => !skipped.test(path))) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('messages')) continue;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const aliases = new Map();
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const path = pathOf(node, aliases);
      if (path && path.length > 0) {
        const value = valueAt(path);
        if (isBranch(value) && ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) {
          aliases.set(node.parent.name.text, path);
        } else if (!isBranch(value)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          problems.push(
            `${relative(process.cwd(), file)}:${line + 1}: messages.${path.join('.')} read at load`,
          );
        }
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} sentence(s) read when their module loads: read them when they are said ` +
      '(inside a function, a getter or `{ error: () => ... }`), or keep the area and read the sentence from it.',
  );
  process.exit(1);
}
console.log('sentence reads: none at load');
