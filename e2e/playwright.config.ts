import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, SHOTS_DIR } from './support/browser.js';

// A missing Chromium fails the run (under CI and everywhere else): the suite never skips its browser.
if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
}
mkdirSync(SHOTS_DIR, { recursive: true });

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  // A file's tests run in order in one worker; a worker's files share its app (support/stack.ts). One
  // worker by default: on the loaded 2-core machine two were slower and less steady, measured
  // (docs/decisions/0075-e2e-one-app-per-worker.md); E2E_WORKERS=2 where cores are free.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: process.env.CI === 'true',
  globalSetup: './support/web-build.ts',
  timeout: 60_000,
  // A web-first assertion waits as long as half a test: the machine that runs them may be loaded.
  expect: { timeout: 30_000 },
  reporter: 'list',
  // Playwright empties its output folder at the start of a run: a folder of its own beside the screenshots.
  outputDir: path.join(SHOTS_DIR, 'playwright'),
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
