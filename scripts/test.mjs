// `npm test`: every check and every test, stopping at the first stage that fails.
import { existsSync } from 'node:fs';
import {
  bin,
  run,
  runCaptured,
  runLabelled,
  runPooled,
  typecheckArgs,
  typecheckProjects,
  webBuild,
} from './lib.mjs';

const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (ci) {
  const missing = [];
  if (!process.env.TEST_DATABASE_URL) missing.push('TEST_DATABASE_URL (PostgreSQL)');
  if (!process.env.TEST_REDIS_URL) missing.push('TEST_REDIS_URL (Redis)');
  if (!existsSync(chromium)) missing.push(`Chromium at ${chromium}`);
  if (missing.length > 0) {
    console.error(`Under CI every test backend is required; missing: ${missing.join(', ')}`);
    process.exit(1);
  }
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * The checks read the sources and write nothing the others read (tsc writes only its build info, the web
 * build only apps/web/dist, the doc references check nothing), so they run side by side: tsc is
 * single-threaded, and on its own would leave the other cores idle. Each one's output is printed in one piece
 * when it ends.
 */
const checks = [
  { name: 'web build', ...webBuild() },
  ...typecheckProjects.map((project) => ({
    name: `typecheck ${project}`,
    command: bin('tsc'),
    args: typecheckArgs(project),
  })),
  { name: 'lint', command: bin('biome'), args: ['check', '.'] },
  // Every doc, heading and link a file names leads somewhere
  // (docs/decisions/0069-decision-records-and-reference-check.md).
  { name: 'doc references', command: process.execPath, args: ['scripts/check-doc-references.mjs'] },
  // No module keeps a sentence read at its load (docs/decisions/0086-five-languages.md).
  {
    name: 'sentence reads',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/check-sentence-reads.mjs'],
  },
];

/**
 * The e2e tests wait more than they compute (a browser's network, timers, the mail; about half a core),
 * and the vitest files keep both cores busy: run side by side, the e2e waits are filled with the vitest
 * files' work (docs/decisions/0087-the-test-stages-side-by-side.md). Their lines come labelled. The
 * operational tests measure the server's memory and waits, so they run after both, alone.
 */
const sideBySide = [
  {
    name: 'unit and integration tests',
    label: '[vitest]',
    command: bin('vitest'),
    args: ['run', '--project', 'core', '--project', 'server', '--project', 'web'],
  },
  { name: 'end-to-end tests', label: '[e2e]', command: 'npm', args: ['run', '--silent', 'test:e2e'] },
];

/** Stages one after the other; a stage's steps all finish before a failure stops the run. */
const stages = [
  {
    name: 'typecheck, lint, web build, doc references and sentence reads',
    run: async () => {
      const results = await runPooled(
        checks.map((check) => async () => {
          const started = performance.now();
          const result = await runCaptured(check.command, check.args, check.options);
          console.log(`\n--- ${check.name} (${seconds(started)}) ${result.code === 0 ? 'passed' : 'FAILED'}`);
          if (result.output) process.stdout.write(result.output);
          return result.code;
        }),
      );
      return results.find((code) => code !== 0) ?? 0;
    },
  },
  {
    name: 'unit, integration and end-to-end tests, side by side',
    run: async () => {
      const results = await Promise.all(
        sideBySide.map(async (step) => {
          const started = performance.now();
          const code = await runLabelled(step.label, step.command, step.args);
          console.log(`\n--- ${step.name} (${seconds(started)}) ${code === 0 ? 'passed' : 'FAILED'}`);
          return code;
        }),
      );
      return results.find((code) => code !== 0) ?? 0;
    },
  },
  {
    name: 'operational tests',
    run: () => run(bin('vitest'), ['run', '--project', 'operational']),
  },
];

for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = performance.now();
  const code = await stage.run().catch((error) => {
    console.error(error.message);
    return 1;
  });
  console.log(`=== ${stage.name}: ${seconds(started)}`);
  if (code !== 0) {
    console.error(`\nnpm test: ${stage.name} failed`);
    process.exit(code);
  }
}
console.log('\nnpm test: everything passed');
