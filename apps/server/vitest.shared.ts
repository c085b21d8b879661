/**
 * The server's operational tests: memory under floods of uploads, crowds on slow links, slow and hanging
 * bodies and databases, the full OpenAPI fuzz, start-up. They measure the running server (its memory, its
 * waits, what a held resource does to others), so they run in their own project, "operational", one file
 * at a time after every other test file (docs/testing.md, "The operational tests"; the reason in
 * docs/decisions/0074-a-fast-steady-suite.md). Every other server test file is in the "server" project.
 */
export const operationalTests = [
  'test/database-hardening.test.ts',
  'test/fuzz.test.ts',
  'test/fuzz-clients.test.ts',
  'test/slow-bodies.test.ts',
  'test/startup.test.ts',
  'test/upload-fairness.test.ts',
  'test/uploads-memory.test.ts',
  'test/venue-uploads.test.ts',
];

/** What both server projects share: the migrated PGlite template, and room for a loaded machine. */
export const serverTestSettings = {
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
