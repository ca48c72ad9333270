#!/usr/bin/env node
// `npm test`: every check the site has, in the order a failure is cheapest to find:
// the static checks and unit tests (the `check` tier: type check, ESLint, Prettier, unit tests,
// page inventory, markdownlint, cspell; independent of each other, so they run two at a time)
// beside the production build, then checks of the built files, then the browser tests over that
// build served by deploy/nginx.conf in a real nginx.
// Prints one closing line "tests: N passed, N failed".
//
// SKIP_BUILD=1 reuses an existing build/ (for a quick re-run of the browser tests).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';

import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './ensure-nginx.mjs';

const TIERS = ['check', 'quick', 'full'];
const tier = process.argv[2] ?? 'full';
if (!TIERS.includes(tier)) {
  console.error(`Unknown tier "${tier}": use one of ${TIERS.join(', ')}.`);
  process.exit(2);
}
const counts = {passed: 0, failed: 0};
const started = Date.now();

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${label} (${seconds} s)`);
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
 */
function runBuffered(label, command, args, {env = {}, noise = [], signal} = {}) {
  const started = Date.now();
  // Captured output is not a terminal: keep the colours a terminal would show.
  const colour = process.stdout.isTTY ? {FORCE_COLOR: '1'} : {};
  return new Promise((resolve) => {
    const output = [];
    let settled = false;
    const end = (ok, why = '') => {
      if (settled) return;
      settled = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (signal?.aborted && !ok) {
        console.log(`\n■ ${label} stopped after ${seconds} s: another step failed`);
        return resolve(false);
      }
      console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      if (ok) console.log(`✔ ${label} (${seconds} s)`);
      else console.error(`✖ ${label} failed after ${seconds} s${why}`);
      resolve(ok);
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
      end(false);
    });
    child.on('close', (code) => {
      running.delete(child);
      signal?.removeEventListener('abort', stop);
      const text = Buffer.concat(output).toString();
      const shown = noise.filter((pattern) => pattern.test(text));
      end(
        code === 0 && shown.length === 0,
        shown.length ? ` (it printed ${shown.map(String).join(', ')})` : '',
      );
    });
  });
}

/**
 * Runs steps (functions that start one, given an AbortSignal, and resolve to whether it passed)
 * two at a time, as the machine has two cores, in the order given (longest first balances the
 * two best). After a failure no further step starts and the one still running is stopped.
 */
async function runTwoAtATime(steps) {
  const queue = [...steps];
  const failed = new AbortController();
  const worker = async () => {
    while (!failed.signal.aborted && queue.length > 0) {
      const step = queue.shift();
      if (!(await step(failed.signal))) failed.abort();
    }
  };
  await Promise.all([worker(), worker()]);
  return !failed.signal.aborted;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${tier} tier took ${minutes} min`);
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok && counts.failed === 0 ? 0 : 1);
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
  if (result) {
    counts.passed += result.numPassedTests;
    counts.failed += result.numFailedTests;
  }
  return ok;
}

// The check tier, longest steps first (times on a warm machine).
const checks = [
  // about 10 s
  (signal) =>
    runBuffered('Markdown structure (markdownlint)', 'npx', ['markdownlint-cli2'], {signal}),
  // about 8 s each
  // tsc, ESLint and Prettier keep caches in node_modules/.cache: a warm run checks only what
  // changed.
  (signal) => runBuffered('type check', 'npx', ['tsc'], {signal}),
  (signal) => runVitest('unit tests', [], 'unit', signal),
  // about 5 s each
  (signal) =>
    runBuffered(
      'lint (ESLint)',
      'npx',
      [
        'eslint',
        '.',
        '--max-warnings=0',
        '--cache',
        '--cache-location',
        'node_modules/.cache/eslint/',
      ],
      {signal},
    ),
  (signal) =>
    runBuffered('format (Prettier)', 'npx', ['prettier', '--check', '--cache', '.'], {signal}),
  // about 3 s with its cache, 10 s without
  (signal) =>
    runBuffered('spelling (cspell)', 'npx', ['cspell', 'lint', '--no-progress'], {signal}),
  (signal) => runBuffered('page inventory', 'node', ['scripts/content-lint.mjs'], {signal}),
];
// The audit asks the registry, so it stays out of the quick tiers.
const audit = (signal) =>
  runBuffered('npm audit of shipped packages', 'node', ['scripts/audit.mjs'], {signal});
// The build keeps both cores busy only while Rspack bundles; the rest of it (loading the content,
// rendering the pages, the search index, the service worker) leaves one idle. So the build takes
// one lane and the checks run one at a time in the other, and a failing check stops the build.
const build = (signal) =>
  runBuffered('production build', 'npm', ['run', 'build'], {noise: NOISE, signal});
const needsBuild = tier !== 'check' && !(process.env.SKIP_BUILD && existsSync('build/index.html'));
const steps = [...(needsBuild ? [build] : []), ...checks, ...(tier === 'full' ? [audit] : [])];
if (!(await runTwoAtATime(steps))) finish(false);
if (tier === 'check') finish(true);

// The CSP hashes and alias redirects in deploy/ are computed from a build (npm run deploy:csp).
if (!run('deploy config matches the build', 'node', ['scripts/deploy-csp.mjs', '--check'])) {
  finish(false);
}

// Checks of the built files themselves: the fact table against each page's Markdown export.
if (!(await runVitest('build checks', ['--config', 'vitest.build.config.ts'], 'build'))) {
  finish(false);
}

const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(chromium.message);
  finish(false);
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return;
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
}

// The browser suite runs once, over the build served by deploy/nginx.conf in a real nginx over
// HTTPS on loopback, as a host deploys it: every page then also proves the deployed headers, and
// the Content-Security-Policy is in force for every test (tests/e2e/hosting.spec.ts checks the
// headers themselves). `npx playwright test` without E2E_HOST runs the same suite over
// `docusaurus serve`, for a machine without nginx.
const nginx = ensureNginx();
if (!nginx.ok) {
  console.error(nginx.message);
  finish(false);
}
const e2eOk = run(
  tier === 'quick' ? 'smoke browser tests over nginx' : 'browser tests over nginx',
  'npx',
  ['playwright', 'test', ...(tier === 'quick' ? ['--grep', '@smoke'] : [])],
  {CHROMIUM_PATH: chromium.path, E2E_HOST: 'nginx'},
);
countPlaywright('test-results/e2e-nginx.json');
finish(e2eOk);
