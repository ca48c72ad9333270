// The closing lines of `npm test` (scripts/test.mjs): how many tests passed, failed and were
// skipped, and which steps failed or could not run. A step that fails without a failed test (a
// hook, a suite that did not load, the build, a lint) fails the run as surely as a test does; a
// check that could not run (the audit without the registry's audit endpoint, a skipped test) is
// named, so a green run never hides what it did not check.

/** What a step ended as: it passed, it failed, or it could not run (and says why). */
export const PASSED = 'passed';
export const FAILED = 'failed';
export const SKIPPED = 'skipped';

/**
 * The exit status a check uses to say that it could not run (as opposed to finding a problem),
 * for example the audit when the registry has no audit endpoint.
 */
export const COULD_NOT_RUN_STATUS = 3;

/** Shown by name up to this many skipped tests; the rest are counted. */
const NAMED_SKIPS = 10;

export function createTally() {
  return {
    tests: {passed: 0, failed: 0, skipped: 0},
    /** @type {string[]} Titles of the skipped tests. */
    skippedTests: [],
    /** @type {{label: string, status: string, why: string}[]} In the order the steps ended. */
    steps: [],
  };
}

/**
 * Adds a runner's counts.
 * @param {ReturnType<typeof createTally>} tally
 * @param {{passed?: number, failed?: number, skipped?: number, skippedTitles?: string[]}} counts
 */
export function addTests(tally, {passed = 0, failed = 0, skipped = 0, skippedTitles = []}) {
  tally.tests.passed += passed;
  tally.tests.failed += failed;
  tally.tests.skipped += skipped;
  tally.skippedTests.push(...skippedTitles);
}

export function addStep(tally, label, status, why = '') {
  tally.steps.push({label, status, why});
}

/** Counts of a Vitest JSON report (`--reporter=json`). */
export function vitestCounts(report) {
  const skippedTitles = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => ['pending', 'skipped', 'todo'].includes(test.status))
      .map((test) => test.fullName ?? test.title),
  );
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    skippedTitles,
  };
}

/** Counts of a Playwright JSON report: a flaky test passed on its retry. */
export function playwrightCounts(report) {
  const skippedTitles = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') {
          const why = test.annotations?.find((note) => note.type === 'skip')?.description;
          skippedTitles.push(
            [...titles, spec.title].filter(Boolean).join(' › ') + (why ? ` (${why})` : ''),
          );
        }
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return {
    passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
    failed: report.stats?.unexpected ?? 0,
    skipped: report.stats?.skipped ?? 0,
    skippedTitles,
  };
}

/**
 * The closing lines and whether the run passed: no failed test and no failed step. Skips do not
 * fail the run; they are counted and named.
 */
export function summarize(tally) {
  const failedSteps = tally.steps.filter((step) => step.status === FAILED);
  const skippedSteps = tally.steps.filter((step) => step.status === SKIPPED);
  const {passed, failed, skipped} = tally.tests;
  const lines = [];
  for (const step of failedSteps) {
    lines.push(`✖ step failed: ${step.label}${step.why ? ` (${step.why})` : ''}`);
  }
  for (const step of skippedSteps) {
    lines.push(`⚠ step not run: ${step.label}${step.why ? ` (${step.why})` : ''}`);
  }
  for (const title of tally.skippedTests.slice(0, NAMED_SKIPS))
    lines.push(`⚠ test skipped: ${title}`);
  if (tally.skippedTests.length > NAMED_SKIPS) {
    lines.push(`⚠ and ${tally.skippedTests.length - NAMED_SKIPS} more tests skipped`);
  }
  const stepCounts = [
    `${tally.steps.length - failedSteps.length - skippedSteps.length} passed`,
    `${failedSteps.length} failed`,
    ...(skippedSteps.length ? [`${skippedSteps.length} not run`] : []),
  ];
  lines.push(
    `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}; ` +
      `steps: ${stepCounts.join(', ')}`,
  );
  return {lines, ok: failed === 0 && failedSteps.length === 0};
}
