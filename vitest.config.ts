import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A few tests do seconds of work (every token pair of the highlighter, a clone of the trees
    // for the page inventory); on a busy two-core machine Vitest's 5 s default cut them off.
    testTimeout: 20_000,
  },
});
