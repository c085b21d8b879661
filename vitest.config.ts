import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The operational tests of the server run last, one file at a time (apps/server/vitest.shared.ts).
    projects: ['packages/core', 'apps/server', 'apps/server/vitest.operational.config.ts', 'apps/web'],
  },
});
