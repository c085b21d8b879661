import { defineProject } from 'vitest/config';
import { operationalTests, serverTestSettings } from './vitest.shared.js';

/**
 * The operational tests (vitest.shared.ts): after every other project's files (groupOrder 1), one file at
 * a time, so the memory and waits they measure are the server's and not the neighbouring tests'.
 */
export default defineProject({
  test: {
    name: 'operational',
    include: operationalTests,
    ...serverTestSettings,
    sequence: { groupOrder: 1 },
    fileParallelism: false,
  },
});
