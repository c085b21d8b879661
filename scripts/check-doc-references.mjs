// The docs' references, checked (part of `npm test`;
// docs/decisions/0069-decision-records-and-reference-check.md). A path under docs/ ending in .md that a
// tracked file names must exist; a heading named after it as `, "Heading"` must be a heading of that
// file, and a point named as `: "Point"` must be in its text; every relative link of a markdown file must
// lead to a file, and its `#anchor` to one of its headings.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The tracked files that are read: sources, scripts, docs and settings. */
const SCANNED = /\.(ts|tsx|mjs|js|css|sql|md|json|yml)$/;
const SKIPPED = /(^|\/)(node_modules\/|package-lock\.json$)/;

/** A repository path of a doc, not part of a longer path or address. */
const DOC_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md\b/g;

/**
 * After a doc path, the heading it names: `, "Heading"`, ` "Heading"` or ` ("Heading"`. The heading may
 * run over a line break of a comment (`*`, `//`) or of a string built with `' +`.
 */
const NAMED_HEADING = /^(?:,\s*|[ \t]+)(?:(?:\*|\/\/)[ \t]*)?\(?"([^"]{1,300})"/;

/** After a doc path, a point inside it: `: "Point"` (a record's bold lead, a phrase of its text). */
const NAMED_POINT = /^:[ \t]*"([^"]{1,300})"/;

/** A markdown link or image: `[text](target)`, the target without its title. */
const MARKDOWN_LINK = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The heading texts of a markdown file (`#` to `######`), outside fenced code, in order. */
export function headingsOf(markdown) {
  const headings = [];
  let fence = null;
  for (const line of markdown.split('\n')) {
    const opening = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (opening) {
      if (fence === null) fence = opening[1][0];
      else if (opening[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = line.match(/^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/);
    if (heading) headings.push(heading[1].trim());
  }
  return headings;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
export function slugOf(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file, a repeated one numbered as GitHub does (`name`, `name-1`, ...). */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const heading of headingsOf(markdown)) {
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * Whether `name` names a heading of the file: its exact text, or its text without the parentheses that
 * only list details ("Metrics" for "Metrics (`METRICS_TOKEN`, `METRICS_PORT`)").
 */
function namesHeading(headings, name) {
  const short = (heading) =>
    heading
      .replace(/\s*\([^()]*\)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  return headings.some((heading) => heading === name || short(heading) === name);
}

/**
 * The text of a heading named over several lines: comment markers and string joins dropped, spaces as one.
 */
function joinedName(raw) {
  return raw
    .replace(/\\'/g, "'")
    .replace(/'\s*\+\s*'/g, '')
    .replace(/\s*\n\s*(?:\*(?!\*)|\/\/)?\s*/g, ' ')
    .trim();
}

/** A text with its line breaks and runs of spaces as one space. */
const oneLine = (text) => text.replace(/\s+/g, ' ');

/** `text` with fenced code blocks and inline code spans blanked, every offset and line kept. */
function withoutCode(markdown) {
  const blank = (part) => part.replace(/[^\n]/g, ' ');
  return markdown.replace(/^\s{0,3}(```|~~~)[\s\S]*?^\s{0,3}\1.*$/gm, blank).replace(/`[^`\n]*`/g, blank);
}

/** A link's percent-escapes read, or the link as written when they are malformed. */
function decoded(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/**
 * The references of the given files that lead nowhere. `files` are `{ path, text }` (repository paths);
 * `readFile(path)` answers a repository file's text, or undefined when there is none. Answers
 * `{ file, line, reference, problem }`, in the files' order.
 */
export function checkReferences(files, readFile) {
  const problems = [];
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) cache.set(file, readFile(file));
    return cache.get(file);
  };
  const report = (file, text, index, reference, problem) =>
    problems.push({ file, line: lineAt(text, index), reference, problem });

  for (const { path: file, text } of files) {
    for (const match of text.matchAll(DOC_PATH)) {
      const doc = match[0];
      const target = read(doc);
      const after = text.slice(match.index + doc.length, match.index + doc.length + 400);
      if (target === undefined) {
        report(file, text, match.index, doc, 'no such file');
        continue;
      }
      const named = after.match(NAMED_HEADING);
      if (named) {
        const name = joinedName(named[1]);
        if (!namesHeading(headingsOf(target), name)) {
          report(file, text, match.index, `${doc}, "${name}"`, 'no such heading in that file');
        }
        continue;
      }
      const point = after.match(NAMED_POINT);
      if (point) {
        const name = joinedName(point[1]);
        if (!oneLine(target).includes(name)) {
          report(file, text, match.index, `${doc}: "${name}"`, 'no such text in that file');
        }
      }
    }

    if (!file.endsWith('.md')) continue;
    const prose = withoutCode(text);
    for (const match of prose.matchAll(MARKDOWN_LINK)) {
      const link = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const hash = link.indexOf('#');
      const linkPath = decoded(hash === -1 ? link : link.slice(0, hash));
      const anchor = hash === -1 ? null : decoded(link.slice(hash + 1));
      const targetPath =
        linkPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), linkPath));
      const target = read(targetPath);
      if (target === undefined) {
        report(file, text, match.index, link, 'no such file');
        continue;
      }
      if (anchor && targetPath.endsWith('.md') && !anchorsOf(target).has(anchor)) {
        report(file, text, match.index, link, 'no such heading in that file');
      }
    }
  }
  return problems;
}

/** Reads a repository file (or tells a folder, for a link to one), undefined when there is none. */
function repositoryReader(root, tracked) {
  const folders = new Set();
  for (const file of tracked) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
  }
  return (file) => {
    const clean = file.replace(/\/$/, '');
    if (folders.has(clean)) return '';
    const full = path.join(root, clean);
    if (!tracked.has(clean) || !existsSync(full) || !statSync(full).isFile()) return undefined;
    return readFileSync(full, 'utf8');
  };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  const tracked = new Set(listed.filter((file) => !SKIPPED.test(file)));
  const read = repositoryReader(root, tracked);
  const files = [...tracked]
    .filter((file) => SCANNED.test(file))
    .sort()
    .map((file) => ({ path: file, text: read(file) }))
    .filter((file) => file.text !== undefined);
  const problems = checkReferences(files, read);
  for (const { file, line, reference, problem } of problems) {
    console.error(`${file}:${line}: ${reference}: ${problem}`);
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} doc reference(s) lead nowhere.`);
    process.exit(1);
  }
  console.log(`Doc references: ${files.length} files read, every reference leads somewhere.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
