import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The operational tests of the server run last, one file at a time (apps/server/vitest.shared.ts).
    projects: ['packages/core', 'apps/server', 'apps/server/vitest.operational.config.ts', 'apps/web'],
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, idle
    // while its file waits on sockets, timers and the database. The test files wait more than they
    // compute, so two run side by side even there (docs/testing.md, "The vitest settings").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
