import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every user-facing sentence is a catalogue entry (docs/architecture.md, "Add a message";
 * docs/decisions/0073-one-refusal-style.md): a sentence written in place where the server or core's
 * schemas answer one is a finding. A sentence starts with a capital letter; the operator's messages of
 * the server's configuration start with a small one ("must be ...") and are not the catalogue's.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scanned = ['apps/server/src', 'packages/core/src'];
/** The catalogue itself, and tests, which may write any text. */
const skipped = /(^|\/)(messages|__tests__)(\/|$)/;

const sentence = String.raw`(?<quote>['"\x60])[A-Z][^'"\x60\n]*\k<quote>`;
/** A field's message to a client program: the field's name, then what is wrong ("letter is required"). */
const fieldMessage = String.raw`(?<quote>['"\x60])(?:[a-z_]+|\$\{\w+\}) (?:is|must|cannot) [^'"\x60\n]*\k<quote>`;
/** Where a catalogue entry is expected, each with a literal sentence in its place. */
const inPlaceSentences: Array<[string, RegExp]> = [
  ['a zod message or error', new RegExp(String.raw`\b(message|error):\s*${sentence}`, 'g')],
  [
    "a zod check's sentence",
    new RegExp(
      String.raw`\.(min|max|length|regex|refine|int|url|email|string|number)\([^()\n]*?${sentence}\s*\)`,
      'g',
    ),
  ],
  ['an ApiError', new RegExp(String.raw`new ApiError\(\s*\d+,\s*${sentence}`, 'g')],
  ['a fieldError', new RegExp(String.raw`fieldError\(\s*\d+,\s*'[^']*',\s*${sentence}`, 'g')],
  ["a Refusal's sentence", new RegExp(String.raw`sentence:\s*${sentence}`, 'g')],
  [
    "an ok answer's sentence",
    new RegExp(String.raw`\bok\((?:[^;]|\n)*?,\s*${sentence}\s*(,\s*\d+\s*)?\)`, 'g'),
  ],
  ["an envelope's general sentence", new RegExp(String.raw`general:\s*\[\s*${sentence}`, 'g')],
  [
    "a field's message",
    new RegExp(
      String.raw`(\berror:\s*|\.(min|max|length|regex|refine|url|uuid)\([^()\n]*?)${fieldMessage}`,
      'g',
    ),
  ],
];

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skipped.test(file));
}

/** The literal sentences of `source` where a catalogue entry is expected, as `kind: text`. */
function findInPlaceSentences(source: string): string[] {
  // Comments may quote any sentence.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return inPlaceSentences.flatMap(([kind, pattern]) =>
    [...code.matchAll(pattern)].map((match) => `${kind}: ${match[0].replace(/\s+/g, ' ')}`),
  );
}

describe('the catalogue holds every user-facing sentence', () => {
  it('finds a sentence written in place of each kind', () => {
    const samples = [
      "z.string().min(1, 'Give the list a name')",
      "z.url('Invalid profile picture URL')",
      "{ message: 'Nothing to update' }",
      "throw new ApiError(401, 'The metrics need a token');",
      "throw fieldError(413, 'file', 'The file is larger than 5 MB');",
      "new Refusal('badCsv', { sentence: `Row 2: the name is empty` })",
      "return ok(null, 'User onboarded');",
      "message: { general: ['The database does not answer'] }",
      "z.string({ error: 'letter is required' })",
      // A message built from the field's name: `${field} must be a whole number`.
      ['.regex(/^-?\\d+$/, `$', '{field} must be a whole number`)'].join(''),
      ".max(200, 'mmp_event_id cannot be empty')",
    ];
    for (const sample of samples) expect(findInPlaceSentences(sample), sample).toHaveLength(1);
    expect(findInPlaceSentences("ok(null, messages.requestApi.userOnboarded); // 'Not this'")).toEqual([]);
    expect(findInPlaceSentences("context.addIssue({ code: 'custom', message: 'must be set' })")).toEqual([]);
  });

  it('has no sentence written in place in the server or in core', () => {
    const findings = scanned
      .flatMap(sourcesUnder)
      .flatMap((file) =>
        findInPlaceSentences(readFileSync(path.join(root, file), 'utf8')).map((f) => `${file}: ${f}`),
      );
    expect(findings).toEqual([]);
  });
});
