#!/usr/bin/env node
// `npm test`: every check the site has, in the order a failure is cheapest to find:
// type check, lint, unit tests, production build, then browser tests over the built site.
// Prints one closing line "tests: N passed, N failed".
//
// SKIP_BUILD=1 reuses an existing build/ (for a quick re-run of the browser tests).
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';

import {ensureChromium} from './ensure-chromium.mjs';

const counts = {passed: 0, failed: 0};

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

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function finish(ok) {
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok && counts.failed === 0 ? 0 : 1);
}

rmSync('test-results', {recursive: true, force: true});

const steps = [
  ['type check', 'npx', ['tsc']],
  ['lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format (Prettier)', 'npx', ['prettier', '--check', '.']],
];
for (const [label, command, args] of steps) {
  if (!run(label, command, args)) finish(false);
}

const unitOk = run('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/unit.json',
]);
const unit = readJson('test-results/unit.json');
if (unit) {
  counts.passed += unit.numPassedTests;
  counts.failed += unit.numFailedTests;
}
if (!unitOk) finish(false);

if (!run('content lint', 'node', ['scripts/content-lint.mjs'])) finish(false);

if (!(process.env.SKIP_BUILD && existsSync('build/index.html'))) {
  if (!run('production build', 'npx', ['docusaurus', 'build'])) finish(false);
}

const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(chromium.message);
  finish(false);
}

const e2eOk = run('browser tests', 'npx', ['playwright', 'test'], {CHROMIUM_PATH: chromium.path});
const e2e = readJson('test-results/e2e.json');
if (e2e?.stats) {
  counts.passed += e2e.stats.expected + e2e.stats.flaky;
  counts.failed += e2e.stats.unexpected;
}
finish(e2eOk);
