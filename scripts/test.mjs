#!/usr/bin/env node
// `npm test`: every check the site has, in the order a failure is cheapest to find:
// the static checks and unit tests (the `check` tier: type check, ESLint, Prettier, unit tests,
// page inventory, markdownlint, cspell; independent of each other, so they run two at a time),
// production build, checks of the built files, then the browser tests over that build served
// by deploy/nginx.conf in a real nginx.
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
 * Like run(), but with the step's output captured and printed as one block when the step ends, so
 * that two steps running at once do not mix their output. Resolves to whether the step passed.
 */
function runBuffered(label, command, args, env = {}) {
  const started = Date.now();
  // Captured output is not a terminal: keep the colours a terminal would show.
  const colour = process.stdout.isTTY ? {FORCE_COLOR: '1'} : {};
  return new Promise((resolve) => {
    const output = [];
    let settled = false;
    const end = (ok) => {
      if (settled) return;
      settled = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      if (ok) console.log(`✔ ${label} (${seconds} s)`);
      else console.error(`✖ ${label} failed after ${seconds} s`);
      resolve(ok);
    };
    const child = spawn(command, args, {
      env: {...process.env, ...colour, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

/**
 * Runs steps (functions that start one and resolve to whether it passed) two at a time, as the
 * machine has two cores, in the order given (longest first balances the two best). After a
 * failure no further step starts; the one still running finishes and prints its output.
 */
async function runTwoAtATime(steps) {
  const queue = [...steps];
  let ok = true;
  const worker = async () => {
    while (ok && queue.length > 0) {
      const step = queue.shift();
      if (!(await step())) ok = false;
    }
  };
  await Promise.all([worker(), worker()]);
  return ok;
}

/**
 * Notices a newcomer's console should not show (the project pins Docusaurus 3.9.2 on purpose,
 * and the Rspack option is handled in src/plugins/rspackOptions.ts): a build that prints one
 * fails, so they cannot come back unnoticed.
 */
const NOISE = [/Update available \d/, /\[Rspack Deprecation\]/, /DeprecationWarning/];

/** Like run(), but also fails when the output shows one of the NOISE notices. */
function runQuietly(label, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const output = `${result.stdout}${result.stderr}`;
  const noise = NOISE.filter((pattern) => pattern.test(output));
  if (result.status !== 0 || noise.length > 0) {
    const why = noise.length ? ` (it printed ${noise.map(String).join(', ')})` : '';
    console.error(`✖ ${label} failed after ${seconds} s${why}`);
    return false;
  }
  console.log(`✔ ${label} (${seconds} s)`);
  return true;
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
 * Runs a Vitest suite and adds its counts; `configArgs` picks the suite's config, `runner` is
 * run() or runBuffered().
 */
async function runVitest(label, configArgs, reportName, runner = run) {
  const report = `test-results/${reportName}.json`;
  const ok = await runner(label, 'npx', [
    'vitest',
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
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
  () => runBuffered('Markdown structure (markdownlint)', 'npx', ['markdownlint-cli2']),
  // about 8 s each
  // tsc, ESLint and Prettier keep caches in node_modules/.cache: a warm run checks only what
  // changed.
  () => runBuffered('type check', 'npx', ['tsc']),
  () => runVitest('unit tests', [], 'unit', runBuffered),
  // about 5 s each
  () =>
    runBuffered('lint (ESLint)', 'npx', [
      'eslint',
      '.',
      '--max-warnings=0',
      '--cache',
      '--cache-location',
      'node_modules/.cache/eslint/',
    ]),
  () => runBuffered('format (Prettier)', 'npx', ['prettier', '--check', '--cache', '.']),
  // about 3 s with its cache, 10 s without
  () => runBuffered('spelling (cspell)', 'npx', ['cspell', 'lint', '--no-progress']),
  () => runBuffered('page inventory', 'node', ['scripts/content-lint.mjs']),
];
if (!(await runTwoAtATime(checks))) finish(false);
if (tier === 'check') finish(true);
// The audit asks the registry, so it stays out of the quick tiers.
if (tier === 'full' && !run('npm audit of shipped packages', 'node', ['scripts/audit.mjs'])) {
  finish(false);
}

if (!(process.env.SKIP_BUILD && existsSync('build/index.html'))) {
  if (!runQuietly('production build', 'npm', ['run', 'build'])) finish(false);
}
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
