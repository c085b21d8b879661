import { defineProject } from 'vitest/config';
import { operationalTests, serverTestSettings } from './vitest.shared.js';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: operationalTests,
    ...serverTestSettings,
    // The files of a worker share their modules (fastify, drizzle, PGlite's loader, the app's own): each
    // file builds its app and database anyway, and importing them once per file was a third of the
    // project's CPU (docs/decisions/0087-the-test-stages-side-by-side.md: "Shared modules"). So a test
    // stands in for a module with a spy it restores, never with vi.mock.
    isolate: false,
  },
});
