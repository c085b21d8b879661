import { defineProject } from 'vitest/config';
import { operationalTests, serverTestSettings } from './vitest.shared.js';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: operationalTests,
    ...serverTestSettings,
  },
});
