import path from 'node:path';

import {defineConfig} from 'vitest/config';

/** Tests that read the production build (build/): run after `docusaurus build`. */
export default defineConfig({
  resolve: {
    // The search plugin's client modules read the constants the build generates in .docusaurus/.
    alias: {'@generated': path.resolve(__dirname, '.docusaurus')},
  },
  test: {
    include: ['tests/build/**/*.test.ts'],
    // The relevance check runs a few hundred queries over the full index: seconds, more on a
    // busy machine.
    testTimeout: 60_000,
    // Two files at a time (Vitest leaves one core free by default): the search files each load
    // the index and take seconds, and nothing else runs beside them.
    maxWorkers: 2,
    environment: 'node',
  },
});
