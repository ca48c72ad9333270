#!/usr/bin/env node
// `npm test`: every check the site has, in the order a failure is cheapest to find:
// the static checks and unit tests (the `check` tier: type check, ESLint, Prettier, unit tests,
// page inventory, markdownlint, cspell; independent of each other, so they run two at a time)
// beside the production build, then checks of the built files, then the browser tests over that
// build served by deploy/nginx.conf in a real nginx. Before any of it, the quick and full tiers
// provision what the tests need outside npm (scripts/provision.mjs: Chromium's headless shell,
// nginx and ShellCheck), so no test installs anything.
// Closes with the failed and skipped steps and tests by name, then one line
// "tests: N passed, N failed[, N skipped]; steps: N passed, N failed[, N not run]"
// (scripts/lib/testSummary.mjs). Exits 1 when a test or a step failed.
//
// SKIP_BUILD=1 reuses an existing build/ (for a quick re-run of the browser tests).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';

import {provision} from './provision.mjs';
import {
  addStep,
  addTests,
  COULD_NOT_RUN_STATUS,
  createTally,
  FAILED,
  PASSED,
  playwrightCounts,
  SKIPPED,
  summarize,
  vitestCounts,
} from './lib/testSummary.mjs';

const TIERS = ['check', 'quick', 'full'];
const tier = process.argv[2] ?? 'full';
if (!TIERS.includes(tier)) {
  console.error(`Unknown tier "${tier}": use one of ${TIERS.join(', ')}.`);
  process.exit(2);
}
const tally = createTally();
const started = Date.now();

/** Runs a step with its output shown as it comes; records and returns whether it passed. */
function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    addStep(tally, label, FAILED, result.error?.message ?? `exit status ${result.status}`);
    return false;
  }
  console.log(`✔ ${label} (${seconds} s)`);
  addStep(tally, label, PASSED);
  return true;
}

/**
 * Notices a newcomer's console should not show (the project pins Docusaurus 3.9.2 on purpose,
 * and the Rspack option is handled in src/plugins/rspackOptions.ts): a build that prints one
 * fails, so they cannot come back unnoticed.
 */
const NOISE = [/Update available \d/, /\[Rspack Deprecation\]/, /DeprecationWarning/];

/** Steps running now: each is its own process group, stopped with the processes it started. */
const running = new Set();
function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // It has ended already.
  }
}
// Ctrl+C reaches only this script's process group: take the steps' groups down with it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    running.forEach(stopGroup);
    process.exit(130);
  });
}

/**
 * Like run(), but with the step's output captured and printed as one block when the step ends, so
 * that two steps running at once do not mix their output. Resolves to whether the step passed.
 * `noise`: patterns that fail the step when its output shows one. `signal`: stops the step.
 * A step that exits with COULD_NOT_RUN_STATUS could not check anything: it is recorded as not
 * run, in red, and does not stop the others.
 */
function runBuffered(label, command, args, {env = {}, noise = [], signal} = {}) {
  const started = Date.now();
  // Captured output is not a terminal: keep the colours a terminal would show.
  const colour = process.stdout.isTTY ? {FORCE_COLOR: '1'} : {};
  return new Promise((resolve) => {
    const output = [];
    let settled = false;
    const end = (status, why = '') => {
      if (settled) return;
      settled = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (signal?.aborted && status !== PASSED) {
        console.log(`\n■ ${label} stopped after ${seconds} s: another step failed`);
        addStep(tally, label, SKIPPED, 'stopped: another step failed');
        return resolve(false);
      }
      console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      if (status === PASSED) console.log(`✔ ${label} (${seconds} s)`);
      else if (status === SKIPPED) console.warn(`\x1b[31m⚠ ${label} could not run${why}\x1b[0m`);
      else console.error(`\x1b[31m✖ ${label} failed after ${seconds} s${why}\x1b[0m`);
      addStep(tally, label, status, why.replace(/^ \((.*)\)$/, '$1'));
      resolve(status !== FAILED);
    };
    const child = spawn(command, args, {
      env: {...process.env, ...colour, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const stop = () => stopGroup(child);
    signal?.addEventListener('abort', stop, {once: true});
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(FAILED, ` (${error.message})`);
    });
    child.on('close', (code) => {
      running.delete(child);
      signal?.removeEventListener('abort', stop);
      const text = Buffer.concat(output).toString();
      const shown = noise.filter((pattern) => pattern.test(text));
      if (shown.length) end(FAILED, ` (it printed ${shown.map(String).join(', ')})`);
      else if (code === 0) end(PASSED);
      else if (code === COULD_NOT_RUN_STATUS) {
        const reason = text.trim().split('\n').at(-1) ?? '';
        end(SKIPPED, ` (${reason.replace(/^⚠\s*/, '')})`);
      } else end(FAILED, ` (exit status ${code})`);
    });
  });
}

/** A step for runTwoAtATime(): its label, and what starts it (runBuffered() with the signal). */
function buffered(label, command, args, options = {}) {
  return {label, start: (signal) => runBuffered(label, command, args, {...options, signal})};
}

/**
 * Runs steps ({label, start}: start(signal) resolves to whether the step passed) two at a time,
 * as the machine has two cores, in the order given (longest first balances the two best). After
 * a failure no further step starts, the one still running is stopped, and the steps that never
 * started are recorded as not run.
 */
async function runTwoAtATime(steps) {
  const queue = [...steps];
  const failed = new AbortController();
  const worker = async () => {
    while (!failed.signal.aborted && queue.length > 0) {
      const step = queue.shift();
      if (!(await step.start(failed.signal))) failed.abort();
    }
  };
  await Promise.all([worker(), worker()]);
  for (const step of queue) addStep(tally, step.label, SKIPPED, 'not started: another step failed');
  return !failed.signal.aborted;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Prints the closing lines and exits: 1 when a test or a step failed. */
function finish() {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${tier} tier took ${minutes} min\n`);
  const {lines, ok} = summarize(tally);
  // What failed or did not run is in red: a check that did not run never looks like a pass.
  for (const line of lines) console.log(/^[✖⚠]/.test(line) ? `\x1b[31m${line}\x1b[0m` : line);
  process.exit(ok ? 0 : 1);
}

rmSync('test-results', {recursive: true, force: true});

/**
 * Runs a Vitest suite and adds its counts; `configArgs` picks the suite's config. With a `signal`
 * it runs buffered (runBuffered()), beside another step.
 */
async function runVitest(label, configArgs, reportName, signal) {
  const report = `test-results/${reportName}.json`;
  const args = [
    'vitest',
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ];
  const ok = signal ? await runBuffered(label, 'npx', args, {signal}) : run(label, 'npx', args);
  const result = readJson(report);
  if (result) addTests(tally, vitestCounts(result));
  return ok;
}

// The check tier, longest steps first (times on a warm machine).
const checks = [
  // about 10 s
  buffered('Markdown structure (markdownlint)', 'npx', ['markdownlint-cli2']),
  // about 8 s each
  // tsc, ESLint and Prettier keep caches in node_modules/.cache: a warm run checks only what
  // changed.
  buffered('type check', 'npx', ['tsc']),
  {label: 'unit tests', start: (signal) => runVitest('unit tests', [], 'unit', signal)},
  // about 5 s each
  buffered('lint (ESLint)', 'npx', [
    'eslint',
    '.',
    '--max-warnings=0',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint/',
  ]),
  buffered('format (Prettier)', 'npx', ['prettier', '--check', '--cache', '.']),
  // about 3 s with its cache, 10 s without
  buffered('spelling (cspell)', 'npx', ['cspell', 'lint', '--no-progress']),
  buffered('page inventory', 'node', ['scripts/content-lint.mjs']),
  // Files, exports and dependencies nothing uses, and imports of undeclared packages
  // (knip.config.ts). Import cycles are ESLint's (import-x/no-cycle).
  buffered('unused code and dependencies (knip)', 'npx', ['knip', '--no-progress']),
];
// The audit asks the registry, so it stays out of the quick tiers.
const audit = buffered('npm audit of shipped packages', 'node', ['scripts/audit.mjs']);
// The build keeps both cores busy only while Rspack bundles; the rest of it (loading the content,
// rendering the pages, the search index, the service worker) leaves one idle. So the build takes
// one lane and the checks run one at a time in the other, and a failing check stops the build.
// DOCS_FIXTURES=true adds the fixture pages the tests of the site's code open (docs/_fixtures/,
// config/fixtures.ts); they are unlisted, so the checks of the manual still see only the manual.
// `npm run build`, which is deployed, leaves them out.
const build = buffered('production build', 'npm', ['run', 'build'], {
  noise: NOISE,
  env: {DOCS_FIXTURES: 'true'},
});

// Provisioning comes first, before minutes of building: the quick and full tiers need Chromium's
// headless shell, nginx and ShellCheck, and a machine that cannot have them learns so at once.
if (tier !== 'check') {
  console.log(
    '\n▶ provisioning: Chromium headless shell, nginx, ShellCheck (scripts/provision.mjs)',
  );
  const programs = provision();
  if (!programs.ok) {
    for (const message of programs.messages) console.error(message);
    addStep(tally, 'provisioning', FAILED, 'see the command above');
    finish();
  }
  console.log(`✔ provisioning (${Object.values(programs.env).join(', ')})`);
  addStep(tally, 'provisioning', PASSED);
  // The steps after provisioning use these programs as they are and never install one.
  Object.assign(process.env, programs.env);
}

const needsBuild = tier !== 'check' && !(process.env.SKIP_BUILD && existsSync('build/index.html'));
const steps = [...(needsBuild ? [build] : []), ...checks, ...(tier === 'full' ? [audit] : [])];
if (!(await runTwoAtATime(steps)) || tier === 'check') finish();

// Checks of the built files themselves: the fact table against each page's Markdown export, the
// search index, the feeds, the PDF printer.
if (!(await runVitest('build checks', ['--config', 'vitest.build.config.ts'], 'build'))) {
  finish();
}

// The browser suite checks the PDFs a deployed site serves (their type, the links to them): the
// first pages of each tree are printed into the build for it, as `npm run pdf` prints them all.
if (
  tier === 'full' &&
  !run('PDF manual, first pages, for the browser tests', 'node', [
    'scripts/pdf.mjs',
    '--pages',
    '3',
  ])
) {
  finish();
}

// The browser suite runs once, over the build served by deploy/nginx.conf in a real nginx over
// HTTPS on loopback, as a host deploys it: every page then also proves the deployed headers, and
// the Content-Security-Policy is in force for every test (tests/e2e/hosting.spec.ts checks the
// headers themselves). `npx playwright test` without E2E_HOST runs the same suite over
// `docusaurus serve`, for a machine without nginx.
run(
  tier === 'quick' ? 'smoke browser tests over nginx' : 'browser tests over nginx',
  'npx',
  ['playwright', 'test', ...(tier === 'quick' ? ['--grep', '@smoke'] : [])],
  {E2E_HOST: 'nginx'},
);
const e2eReport = readJson('test-results/e2e-nginx.json');
if (e2eReport) addTests(tally, playwrightCounts(e2eReport));
finish();
