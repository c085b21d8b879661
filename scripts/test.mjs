// `npm test`: every check and every test, in order, stopping at the first failure.
import { existsSync } from 'node:fs';
import { bin, buildWeb, run } from './lib.mjs';

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

const steps = [
  ['typecheck', () => run('npm', ['run', 'typecheck'])],
  ['lint', () => run(bin('biome'), ['check', '.'])],
  ['unit and integration tests', () => run(bin('vitest'), ['run'])],
  [
    'web build',
    async () => {
      await buildWeb();
      return 0;
    },
  ],
  ['end-to-end tests', () => run('npm', ['run', 'test:e2e'])],
];

for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const code = await step().catch((error) => {
    console.error(error.message);
    return 1;
  });
  if (code !== 0) {
    console.error(`\nnpm test: ${name} failed`);
    process.exit(code);
  }
}
console.log('\nnpm test: everything passed');
