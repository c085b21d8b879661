import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    // node unless a file says `// @vitest-environment jsdom` on its first line: only the files that render
    // pay for a DOM (docs/decisions/0076-the-outbox-as-a-store.md: "Web unit tests in node").
    environment: 'node',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Room for the 5 s waits of src/testing/setup.ts on a loaded machine.
    testTimeout: 30_000,
  },
});
