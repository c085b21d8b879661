import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRepositoryRoot } from '../src/config/index.js';

// The check of the docs' references that `npm test` runs (scripts/check-doc-references.mjs;
// docs/decisions/0069-decision-records-and-reference-check.md), on files made up here. The paths are
// put together at run time so that the check, which reads this file too, does not take them for
// references of its own.

interface Problem {
  file: string;
  line: number;
  reference: string;
  problem: string;
}
interface Checker {
  checkReferences(
    files: Array<{ path: string; text: string }>,
    readFile: (file: string) => string | undefined,
  ): Problem[];
  slugOf(heading: string): string;
}

const checker = async () =>
  (await import(
    pathToFileURL(path.join(findRepositoryRoot(), 'scripts/check-doc-references.mjs')).href
  )) as Checker;

const doc = (name: string) => ['docs', name].join('/');

/** The made-up repository: a doc with headings, a decision record, and a file or two that name them. */
const docs: Record<string, string> = {
  [doc('guide.md')]: [
    '# Guide',
    '',
    '## Several instances',
    '',
    '## Metrics (`METRICS_TOKEN`, `METRICS_PORT`)',
    '',
    '```sh',
    '# not a heading: a comment in a shell example',
    '```',
    '',
    "## Sign-in (`/login`) and the user's first code",
  ].join('\n'),
  [doc('decisions/0001-tooling.md')]: [
    '# 0001. Tooling',
    '',
    '- **Biome** is the one linter and',
    '  formatter.',
  ].join('\n'),
};

const check = async (files: Record<string, string>) =>
  (await checker()).checkReferences(
    Object.entries(files).map(([file, text]) => ({ path: file, text })),
    (file) => docs[file] ?? files[file],
  );

describe('the doc references check', () => {
  it('accepts references to files, headings, points and anchors that exist', async () => {
    const problems = await check({
      'src/a.ts': [
        `// Scaled (${doc('guide.md')}, "Several instances").`,
        `// Metrics (${doc('guide.md')}, "Metrics"), or by its whole heading:`,
        `// ${doc('guide.md')}, "Metrics (\`METRICS_TOKEN\`, \`METRICS_PORT\`)".`,
        `/** Why (${doc('decisions/0001-tooling.md')}: "the one linter and formatter"). */`,
        '/**',
        ` * Over a line break (${doc('guide.md')}, "Several`,
        ' * instances").',
        ' */',
      ].join('\n'),
      [doc('index.md')]: [
        `See [the guide](guide.md#several-instances) and [tooling](decisions/0001-tooling.md).`,
        `The sign-in: [here](guide.md#sign-in-login-and-the-users-first-code); [top](#index).`,
        '',
        '# Index',
      ].join('\n'),
    });
    expect(problems).toEqual([]);
  });

  it('reports a file that does not exist, with the file and line that name it', async () => {
    const problems = await check({
      'src/b.ts': ['// First line.', `// See ${doc('missing.md')}.`].join('\n'),
      [doc('index.md')]: 'Read [the old file](old.md).',
    });
    expect(problems).toEqual([
      { file: 'src/b.ts', line: 2, reference: doc('missing.md'), problem: 'no such file' },
      { file: doc('index.md'), line: 1, reference: 'old.md', problem: 'no such file' },
    ]);
  });

  it('reports a heading that is not a heading of the file named', async () => {
    const problems = await check({
      'src/c.ts': [
        `// ${doc('guide.md')}, "Several instances" is there;`,
        `// ${doc('guide.md')}, "Several" is only part of one;`,
        `// ${doc('guide.md')}, "not a heading: a comment in a shell example" is in a code block;`,
        `// ${doc('decisions/0001-tooling.md')}: "Prettier" is nowhere in the record.`,
      ].join('\n'),
      [doc('index.md')]: 'The [limits](guide.md#limits) of the guide.',
    });
    expect(problems).toEqual([
      {
        file: 'src/c.ts',
        line: 2,
        reference: `${doc('guide.md')}, "Several"`,
        problem: 'no such heading in that file',
      },
      {
        file: 'src/c.ts',
        line: 3,
        reference: `${doc('guide.md')}, "not a heading: a comment in a shell example"`,
        problem: 'no such heading in that file',
      },
      {
        file: 'src/c.ts',
        line: 4,
        reference: `${doc('decisions/0001-tooling.md')}: "Prettier"`,
        problem: 'no such text in that file',
      },
      {
        file: doc('index.md'),
        line: 1,
        reference: 'guide.md#limits',
        problem: 'no such heading in that file',
      },
    ]);
  });

  it('makes the anchors GitHub makes', async () => {
    const { slugOf } = await checker();
    expect(slugOf('Landing (`/`)')).toBe('landing-');
    expect(slugOf('Card page (`/{eventName}/hoogocard`)')).toBe('card-page-eventnamehoogocard');
    expect(slugOf("The attendee's data: people met")).toBe('the-attendees-data-people-met');
  });
});
