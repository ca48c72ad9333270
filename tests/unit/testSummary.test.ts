/**
 * The closing lines of `npm test` (scripts/lib/testSummary.mjs): a run passes only when no test
 * and no step failed, and whatever did not run is counted and named.
 */
import {describe, expect, it} from 'vitest';

import {
  addStep,
  addTests,
  createTally,
  FAILED,
  PASSED,
  playwrightCounts,
  SKIPPED,
  summarize,
  vitestCounts,
} from '../../scripts/lib/testSummary.mjs';

describe('the closing lines of npm test', () => {
  it('fail the run when a step fails although every test passed (a hook, a build, a lint)', () => {
    const tally = createTally();
    addTests(tally, {passed: 333});
    addStep(tally, 'type check', PASSED);
    addStep(tally, 'build checks', FAILED, 'exit status 1');
    const {lines, ok} = summarize(tally);
    expect(ok).toBe(false);
    expect(lines).toContain('✖ step failed: build checks (exit status 1)');
    expect(lines.at(-1)).toBe('tests: 333 passed, 0 failed; steps: 1 passed, 1 failed');
  });

  it('name a step that could not run and a skipped test, and count them, without failing', () => {
    const tally = createTally();
    addTests(tally, {passed: 10, skipped: 1, skippedTitles: ['hosting › the PDFs (no PDF)']});
    addStep(tally, 'type check', PASSED);
    addStep(tally, 'npm audit of shipped packages', SKIPPED, 'the registry has no audit endpoint');
    const {lines, ok} = summarize(tally);
    expect(ok).toBe(true);
    expect(lines).toEqual([
      '⚠ step not run: npm audit of shipped packages (the registry has no audit endpoint)',
      '⚠ test skipped: hosting › the PDFs (no PDF)',
      'tests: 10 passed, 0 failed, 1 skipped; steps: 1 passed, 0 failed, 1 not run',
    ]);
  });

  it('fail the run on a failed test', () => {
    const tally = createTally();
    addTests(tally, {passed: 5, failed: 1});
    addStep(tally, 'unit tests', PASSED);
    expect(summarize(tally).ok).toBe(false);
  });

  it("read Vitest's counts, with skipped and todo tests by name", () => {
    const counts = vitestCounts({
      numPassedTests: 4,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          assertionResults: [
            {fullName: 'a passes', status: 'passed'},
            {fullName: 'b is skipped', status: 'pending'},
            {fullName: 'c is to do', status: 'todo'},
          ],
        },
      ],
    });
    expect(counts).toEqual({
      passed: 4,
      failed: 1,
      skipped: 2,
      skippedTitles: ['b is skipped', 'c is to do'],
    });
  });

  it("read Playwright's counts: a flaky test passed, a skipped one is named with its reason", () => {
    const counts = playwrightCounts({
      stats: {expected: 7, flaky: 1, unexpected: 2, skipped: 1},
      suites: [
        {
          title: 'hosting.spec.ts',
          specs: [
            {
              title: 'serves the PDFs',
              tests: [
                {
                  status: 'skipped',
                  annotations: [{type: 'skip', description: 'no PDF in this build'}],
                },
              ],
            },
            {title: 'serves pages', tests: [{status: 'expected'}]},
          ],
        },
      ],
    });
    expect(counts).toEqual({
      passed: 8,
      failed: 2,
      skipped: 1,
      skippedTitles: ['hosting.spec.ts › serves the PDFs (no PDF in this build)'],
    });
  });
});
