#!/usr/bin/env node
// npm run bench: measures the site as readers and writers feel it, on this machine, prints a
// table and saves it as JSON (bench-results/bench.json), then checks the budgets.
//
//   1. production build: cold time and peak memory, with @docusaurus/faster and with the stock
//      webpack bundler, and their ratio;
//   2. writers' preview: npm start to the first page, and a saved edit to the browser showing it;
//   3. page weight (JS and CSS bytes over the wire, requests) of three pages until network idle;
//   4. Lighthouse (mobile defaults) on the same pages, served by deploy/nginx.conf (HTTPS, HTTP/2,
//      the precompressed Brotli and gzip files);
//   5. search: index size per version and half (gzip); on the desktop and on Lighthouse's mobile
//      profile, the first keystroke to the first suggestion, the bytes fetched for search until
//      then, and the time of the next query;
//   6. load on the deployed server: deploy/nginx.conf in a real nginx on loopback, 50 connections
//      for 20 s each on the home page, a doc page and the latest search index (autocannon),
//      requests per second and latency percentiles.
//
// Every figure is the median of BENCH_RUNS runs (default 3); the table shows the spread.
// BENCH_SKIP=build,preview,pages,lighthouse,search,load skips parts (the others then reuse
// build/).
//
// BENCH_BASELINE=<git ref> measures a change side by side: the ref is checked out in a
// temporary worktree and built, and the cold builds, page weights and Lighthouse runs alternate
// between it and this checkout (baseline, current, baseline, current …), so that both see the
// same machine. The table then has a column for each, and the build budget compares the two.
import {spawn, spawnSync} from 'node:child_process';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromium} from '@playwright/test';

import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './ensure-nginx.mjs';
import {BENCH_CHROMIUM, CHROMIUM_FLAGS} from './lib/chromium.mjs';
import {startNginx} from './lib/nginx.mjs';
import {median} from './lib/stats.mjs';

// The full browser, as readers run it (the tests use the lighter headless shell).
const chromiumFound = ensureChromium(BENCH_CHROMIUM);
if (!chromiumFound.ok) {
  console.error(chromiumFound.message);
  process.exit(1);
}
const CHROMIUM = chromiumFound.path;

const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const PAGES = {
  home: '/',
  'doc page': '/docs/install/single_server_install',
  'settings page': '/docs/guide/settings',
  'develop home': '/docs/develop/',
  search: '/search?q=install',
};
/** The doc pages the JavaScript and blocking-time budgets hold. */
const DOC_PAGES = ['doc page', 'settings page', 'develop home'];
const BASELINE_REF = process.env.BENCH_BASELINE;
const PREVIEW_PORT = 3100;
const EDITED_PAGE = 'docs/install/support.md';

/** [budget, the part of the run that measures it (see BENCH_SKIP), check]. */
const BUDGETS = [
  [
    'Lighthouse performance >= 0.98 on every page',
    'lighthouse',
    (r) => allPages(r, (p) => p.lighthouse.performance.median >= 0.98),
  ],
  [
    'Lighthouse accessibility = 1 on every page',
    'lighthouse',
    (r) => allPages(r, (p) => p.lighthouse.accessibility.median === 1),
  ],
  [
    'Lighthouse best practices = 1 on every page',
    'lighthouse',
    (r) => allPages(r, (p) => p.lighthouse['best-practices'].median === 1),
  ],
  [
    'Lighthouse SEO = 1 on every page',
    'lighthouse',
    (r) => allPages(r, (p) => p.lighthouse.seo.median === 1),
  ],
  [
    'TBT <= 150 ms on every page',
    'lighthouse',
    (r) => allPages(r, (p) => p.lighthouse.tbtMs.median <= 150),
  ],
  [
    'TBT <= 100 ms on the doc pages (install, settings, develop home)',
    'lighthouse',
    (r) => docPages(r, (p) => p.lighthouse?.tbtMs.median <= 100),
  ],
  [
    'doc page JS <= 200 KB compressed (with what it fetches until idle) on each doc page',
    'pages',
    (r) => docPages(r, (p) => p.weight.jsKB.median <= 200),
  ],
  [
    'cold build <= 0.6 x stock webpack build',
    'build',
    (r) => r.build?.ratio === undefined || r.build.ratio <= 0.6,
  ],
  [
    'cold build within 10 % of the baseline (BENCH_BASELINE)',
    'build',
    (r) => r.build?.baselineRatio === undefined || r.build.baselineRatio <= 1.1,
  ],
  ['preview ready <= 20 s', 'preview', (r) => r.preview?.readySeconds.median <= 20],
  [
    'search on the mobile profile: suggestions within 2 s of the first keystroke',
    'search',
    (r) => r.search?.timing.mobile.firstSuggestionsMs.median <= 2000,
  ],
  [
    'search on the mobile profile: at most 300 KB fetched before the first suggestion',
    'search',
    (r) => r.search?.timing.mobile.bytesBeforeSuggestionsKB.median <= 300,
  ],
];

function allPages(results, check) {
  const pages = Object.values(results.pages ?? {});
  return pages.length > 0 && pages.every((page) => page.lighthouse && check(page));
}

function docPages(results, check) {
  return DOC_PAGES.every((name) => results.pages?.[name] && check(results.pages[name]));
}

// ---------- helpers ----------
function summarize(values) {
  return {
    median: round(median(values)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    runs: values.length,
  };
}
const round = (value) => Math.round(value * 1000) / 1000;
const log = (message) => console.error(`[bench] ${message}`);

async function repeat(label, count, measure) {
  const values = [];
  for (let run = 1; run <= count; run += 1) {
    log(`${label}: run ${run}/${count}`);
    values.push(await measure(run));
  }
  return values;
}

// ---------- 1. production build ----------
function coldBuild(env, cwd = SITE) {
  spawnSync('npx', ['docusaurus', 'clear'], {cwd, encoding: 'utf8', env: {...process.env, ...env}});
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %M', 'npx', 'docusaurus', 'build'], {
    cwd,
    encoding: 'utf8',
    env: {...process.env, ...env},
  });
  const match = /BENCH ([\d.]+) (\d+)/.exec(result.stderr);
  if (result.status !== 0 || !match) {
    throw new Error(`build failed:\n${result.stderr.slice(-2000)}`);
  }
  return {seconds: Number(match[1]), peakMB: Number(match[2]) / 1024};
}

/** This checkout's cold build against the baseline's, alternating; the baseline ends built. */
async function benchBuildAgainst(baselineDir) {
  const runs = await repeat('cold build, baseline then current', RUNS, () => ({
    baseline: coldBuild({}, baselineDir),
    current: coldBuild({}),
  }));
  const baselineSeconds = summarize(runs.map((run) => run.baseline.seconds));
  const currentSeconds = summarize(runs.map((run) => run.current.seconds));
  precompressBuild(baselineDir);
  precompressBuild(SITE);
  return {
    faster: {seconds: currentSeconds, peakMB: summarize(runs.map((run) => run.current.peakMB))},
    baseline: {
      seconds: baselineSeconds,
      peakMB: summarize(runs.map((run) => run.baseline.peakMB)),
    },
    baselineRatio: round(currentSeconds.median / baselineSeconds.median),
  };
}

/** `npm run build` ends with the compressed copies nginx serves; a bare build needs them too. */
function precompressBuild(dir) {
  // The real path: the script runs only when it is the main module, which Node compares with it.
  const root = realpathSync(dir);
  spawnSync(
    'node',
    [path.join(root, 'scripts/precompress.mjs'), '--dir', path.join(root, 'build')],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
}

/**
 * A worktree of BENCH_BASELINE in the temporary directory, with this checkout's packages
 * (hard links) and, unless the build part runs, its production build.
 */
function prepareBaseline(ref, buildNeeded) {
  const sha = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: SITE,
    encoding: 'utf8',
  }).stdout.trim();
  if (!sha) throw new Error(`BENCH_BASELINE=${ref} is no commit of this repository`);
  const dir = path.join(os.tmpdir(), `kasm-docs-bench-${sha.slice(0, 12)}`);
  if (!statSync(dir, {throwIfNoEntry: false})) {
    log(`baseline: worktree of ${ref} (${sha.slice(0, 12)}) in ${dir}`);
    spawnSync('git', ['worktree', 'add', '--detach', dir, sha], {cwd: SITE, stdio: 'ignore'});
    spawnSync('cp', ['-al', path.join(SITE, 'node_modules'), dir]);
    rmSync(path.join(dir, 'node_modules/.cache'), {recursive: true, force: true});
  }
  if (buildNeeded && !statSync(path.join(dir, 'build'), {throwIfNoEntry: false})) {
    log('baseline: npm run build');
    const built = spawnSync('npm', ['run', 'build'], {cwd: dir, stdio: 'ignore'});
    if (built.status !== 0) throw new Error(`the baseline ${ref} did not build`);
  }
  return {dir, sha};
}

async function benchBuild() {
  const stock = await repeat('cold build, stock webpack', RUNS, () =>
    coldBuild({DOCS_BUNDLER: 'webpack'}),
  );
  // Faster last, so that build/ holds the production build the other parts measure.
  const faster = await repeat('cold build, @docusaurus/faster', RUNS, () => coldBuild({}));
  precompressBuild(SITE);
  const fasterSeconds = summarize(faster.map((run) => run.seconds));
  const stockSeconds = summarize(stock.map((run) => run.seconds));
  return {
    faster: {seconds: fasterSeconds, peakMB: summarize(faster.map((run) => run.peakMB))},
    stock: {seconds: stockSeconds, peakMB: summarize(stock.map((run) => run.peakMB))},
    ratio: round(fasterSeconds.median / stockSeconds.median),
  };
}

// ---------- 2. writers' preview ----------
async function waitForHttp(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startPreview() {
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--port', String(PREVIEW_PORT), '--host', '127.0.0.1', '--no-open'],
    {cwd: SITE, env: {...process.env, BROWSER: 'none'}, detached: true, stdio: 'ignore'},
  );
  return {stop: () => process.kill(-child.pid, 'SIGTERM')};
}

/** Removes the caches a cold preview start would not have, keeping build/ for the page parts. */
function clearPreviewCaches() {
  for (const dir of ['.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(SITE, dir), {recursive: true, force: true});
  }
}

async function benchPreview(browser) {
  const readySeconds = await repeat('preview start', RUNS, async () => {
    clearPreviewCaches();
    const started = Date.now();
    const preview = startPreview();
    try {
      await waitForHttp(`http://127.0.0.1:${PREVIEW_PORT}/docs/develop/`, 180_000);
      return (Date.now() - started) / 1000;
    } finally {
      preview.stop();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  });

  const preview = startPreview();
  const original = readFileSync(path.join(SITE, EDITED_PAGE), 'utf8');
  try {
    await waitForHttp(`http://127.0.0.1:${PREVIEW_PORT}/docs/develop/`, 180_000);
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PREVIEW_PORT}/docs/develop/install/support`);
    await page.waitForLoadState('networkidle');
    const editSeconds = await repeat('edit to browser', RUNS, async (run) => {
      const marker = `Benchmark edit ${run} ${Date.now()}.`;
      const started = Date.now();
      writeFileSync(path.join(SITE, EDITED_PAGE), `${original}\n${marker}\n`);
      await page.getByText(marker).waitFor({timeout: 60_000});
      return (Date.now() - started) / 1000;
    });
    await page.close();
    return {readySeconds: summarize(readySeconds), editSeconds: summarize(editSeconds)};
  } finally {
    writeFileSync(path.join(SITE, EDITED_PAGE), original);
    preview.stop();
  }
}

// ---------- 3. page weight ----------
async function pageWeight(browser, url) {
  const context = await browser.newContext({ignoreHTTPSErrors: true});
  const page = await context.newPage();
  const transfers = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) transfers.push({url: request.url(), bytes: sizes.responseBodySize});
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // Docusaurus prefetches the pages of visible links when the browser is idle.
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (extension) =>
    transfers
      .filter((transfer) => new URL(transfer.url).pathname.endsWith(extension))
      .reduce((total, transfer) => total + transfer.bytes, 0) / 1024;
  return {jsKB: sum('.js'), cssKB: sum('.css'), requests: transfers.length};
}

// ---------- 4. Lighthouse ----------
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_FLAGS],
  });
  try {
    const {lhr} = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
    const score = (id) => lhr.categories[id].score;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

// ---------- 5. search ----------
/** Each version's index files (the first half and the content half), raw and gzip. */
function searchIndexSizes() {
  const sizes = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^search-index.*\.json$/.test(name)) {
        const version = path.relative(path.join(SITE, 'build'), dir) || 'latest (/)';
        const half = name.endsWith('-content.json') ? 'content' : 'first';
        const content = readFileSync(full);
        sizes[`${version} ${half}`] = {
          rawKB: round(content.length / 1024),
          gzipKB: round(gzipSync(content).length / 1024),
        };
      }
    }
  };
  walk(path.join(SITE, 'build'));
  return sizes;
}

/**
 * Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU four
 * times slower.
 */
const MOBILE_PROFILE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/**
 * From the reader's first keystroke in the search box (its focus starts the index download) to
 * the first suggestion, with a cold cache; the bytes fetched for search until then (encoded, as
 * they crossed the network); then the time a second query takes. `mobile` applies
 * MOBILE_PROFILE once the page has loaded.
 *
 * Two clocks: `firstSuggestionsMs` is read in the page, from the focus event to the first frame
 * painted after the first suggestion entered the list, which is what the reader sees;
 * `driverFirstSuggestionsMs` is read here, from before Playwright focuses the box until it sees
 * the suggestion, and so adds the driver's own work on the throttled page (0.2 to 0.5 s).
 */
async function searchTiming(browser, origin, {mobile = false} = {}) {
  const context = await browser.newContext({ignoreHTTPSErrors: true});
  const page = await context.newPage();
  await page.goto(`${origin}/docs/install/single_server_install`);
  await page.waitForLoadState('networkidle');
  if (mobile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {offline: false, ...MOBILE_PROFILE});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: MOBILE_PROFILE.cpuSlowdown});
  }
  const fetched = [];
  page.on('requestfinished', async (request) => {
    if (!/search-index.*\.json/.test(request.url())) return;
    const sizes = await request.sizes().catch(() => undefined);
    fetched.push({
      at: Date.now(),
      bytes: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0),
    });
  });
  await page.evaluate(() => {
    const marks = (window.__searchTiming = {});
    document.addEventListener('focusin', () => (marks.focus ??= performance.now()), true);
    new MutationObserver(() => {
      if (marks.suggestion || !document.querySelector('[role="listbox"] [role="option"]')) return;
      marks.suggestion = performance.now();
      // The next frame, then the task after it: the suggestion is on screen.
      requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now())));
    }).observe(document.body, {subtree: true, childList: true});
  });
  const box = page.locator('.navbar').getByLabel('Search', {exact: true});
  const options = page.getByRole('listbox').getByRole('option');
  let started = Date.now();
  await box.focus();
  await box.pressSequentially('install');
  await options.first().waitFor({timeout: 120_000});
  const suggestedAt = Date.now();
  const driverFirstSuggestionsMs = suggestedAt - started;
  const bytesBeforeSuggestionsKB = round(
    fetched.filter(({at}) => at <= suggestedAt).reduce((sum, {bytes}) => sum + bytes, 0) / 1024,
  );
  await page.waitForFunction(() => window.__searchTiming.painted);
  const marks = await page.evaluate(() => window.__searchTiming);
  const firstSuggestionsMs = Math.round(marks.painted - marks.focus);
  const before = await options.first().innerText();
  started = Date.now();
  await box.fill('upgrade');
  await page.waitForFunction(
    (previous) =>
      document.querySelector('[role="listbox"] [role="option"]')?.textContent !== previous,
    before,
    {timeout: 120_000},
  );
  const queryMs = Date.now() - started;
  await context.close();
  return {firstSuggestionsMs, driverFirstSuggestionsMs, bytesBeforeSuggestionsKB, queryMs};
}

/**
 * Success@8 and mean reciprocal rank of the reader queries (tests/search/queries.yaml) on the
 * search box and the results page, from the test that holds them to their thresholds.
 */
function searchRelevance() {
  const report = path.join(SITE, 'bench-results', 'search-relevance.json');
  mkdirSync(path.dirname(report), {recursive: true});
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'vitest.build.config.ts', 'tests/build/search.test.ts'],
    {cwd: SITE, env: {...process.env, SEARCH_RELEVANCE_REPORT: report}, encoding: 'utf8'},
  );
  if (run.status !== 0) console.error(`search relevance below its thresholds:\n${run.stdout}`);
  return JSON.parse(readFileSync(report, 'utf8'));
}

/**
 * Loopback ports for the benchmark's nginx: the pages and search, the baseline's pages, then
 * the load run (the tests use 4480/4443, serve:nginx 8080/8443).
 */
const PAGE_PORTS = {http: 4680, https: 4643};
const BASELINE_PAGE_PORTS = {http: 4780, https: 4743};
const LOAD_PORTS = {http: 4580, https: 4543};
const LOAD_SECONDS = 20;
const LOAD_CONNECTIONS = 50;

function latestSearchIndex() {
  const name = readdirSync(path.join(SITE, 'build')).find((file) =>
    /^search-index-[0-9a-f]+\.json$/.test(file),
  );
  return name && `/${name}`;
}

/**
 * A bounded load run against deploy/nginx.conf on loopback: for each path, LOAD_CONNECTIONS
 * connections for LOAD_SECONDS, asking for compressed answers as browsers do.
 */
async function benchLoad() {
  const nginx = ensureNginx();
  if (!nginx.ok) throw new Error(nginx.message);
  const server = await startNginx({
    buildDir: path.join(SITE, 'build'),
    httpPort: LOAD_PORTS.http,
    httpsPort: LOAD_PORTS.https,
  });
  const paths = {home: '/', 'doc page': PAGES['doc page'], 'search index': latestSearchIndex()};
  const load = {};
  try {
    for (const [name, urlPath] of Object.entries(paths)) {
      log(`load: ${name} (${urlPath}), ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s`);
      const result = await autocannon({
        url: `${server.origin}${urlPath}`,
        connections: LOAD_CONNECTIONS,
        duration: LOAD_SECONDS,
        headers: {'accept-encoding': 'br, gzip'},
      });
      load[name] = {
        path: urlPath,
        requestsPerSecond: round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        mbPerSecond: round(result.throughput.average / 1e6),
      };
    }
  } finally {
    await server.stop();
  }
  return load;
}

function spread(summary, unit = '') {
  return `${summary.median}${unit} (${summary.min}–${summary.max}, ${summary.runs} runs)`;
}

/** The rows of one page's figures, for `report`. */
function pageRows(name, page) {
  const rows = [
    [`${name}: JS (as sent, compressed)`, spread(page.weight.jsKB, ' KB')],
    [`${name}: CSS (as sent, compressed)`, spread(page.weight.cssKB, ' KB')],
    [`${name}: requests`, spread(page.weight.requests)],
  ];
  if (page.lighthouse) {
    const lh = page.lighthouse;
    rows.push([
      `${name}: Lighthouse perf/a11y/bp/seo`,
      ['performance', 'accessibility', 'best-practices', 'seo']
        .map((id) => lh[id].median)
        .join(' / '),
    ]);
    rows.push([`${name}: TBT`, spread(lh.tbtMs, ' ms')]);
    rows.push([`${name}: LCP / CLS`, `${lh.lcpMs.median} ms / ${lh.cls.median}`]);
  }
  return rows;
}

function report(results) {
  // [measure, current value, baseline value (side by side runs only)]
  const rows = [];
  if (results.build) {
    const {faster, stock, ratio, baseline, baselineRatio} = results.build;
    rows.push([
      'build, faster: cold time',
      spread(faster.seconds, ' s'),
      baseline && spread(baseline.seconds, ' s'),
    ]);
    rows.push([
      'build, faster: peak memory',
      spread(faster.peakMB, ' MB'),
      baseline && spread(baseline.peakMB, ' MB'),
    ]);
    if (stock) {
      rows.push(['build, stock webpack: cold time', spread(stock.seconds, ' s')]);
      rows.push(['build, stock webpack: peak memory', spread(stock.peakMB, ' MB')]);
      rows.push(['build time ratio faster/stock', String(ratio)]);
    }
    if (baselineRatio !== undefined)
      rows.push(['build time ratio current/baseline', String(baselineRatio)]);
  }
  if (results.preview) {
    rows.push(['preview: npm start to first page', spread(results.preview.readySeconds, ' s')]);
    rows.push(['preview: saved edit to browser', spread(results.preview.editSeconds, ' s')]);
  }
  for (const [name, page] of Object.entries(results.pages ?? {})) {
    const before = results.baselinePages?.[name] && pageRows(name, results.baselinePages[name]);
    pageRows(name, page).forEach(([label, value], i) => rows.push([label, value, before?.[i][1]]));
  }
  if (results.search) {
    for (const [version, size] of Object.entries(results.search.indexes)) {
      rows.push([`search index ${version}`, `${size.gzipKB} KB gzip (${size.rawKB} KB raw)`]);
    }
    for (const [name, figures] of Object.entries(results.search.relevance)) {
      rows.push([
        `search relevance, ${name}`,
        `success@8 ${figures.successAt8.toFixed(3)}, MRR ${figures.mrr.toFixed(3)} (${figures.queries} queries)`,
      ]);
    }
    for (const [profile, timing] of Object.entries(results.search.timing)) {
      rows.push([
        `search (${profile}): keystroke to suggestions on screen`,
        spread(timing.firstSuggestionsMs, ' ms'),
      ]);
      rows.push([
        `search (${profile}): the same, timed by the driver`,
        spread(timing.driverFirstSuggestionsMs, ' ms'),
      ]);
      rows.push([
        `search (${profile}): fetched before suggestions`,
        spread(timing.bytesBeforeSuggestionsKB, ' KB'),
      ]);
      rows.push([`search (${profile}): next query`, spread(timing.queryMs, ' ms')]);
    }
  }
  for (const [name, load] of Object.entries(results.load ?? {})) {
    rows.push([
      `load ${name}: req/s, p50 / p99`,
      `${load.requestsPerSecond} req/s, ${load.p50Ms} / ${load.p99Ms} ms, ${load.mbPerSecond} MB/s, ${load.non2xx + load.errors} failed`,
    ]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  if (results.baselineRef) {
    const valueWidth = Math.max(...rows.map(([, value]) => value.length));
    const {ref, sha} = results.baselineRef;
    console.log(
      `\n${'measure'.padEnd(width)}  ${'current'.padEnd(valueWidth)}  baseline (${ref}, ${sha.slice(0, 12)})`,
    );
    for (const [label, value, before] of rows) {
      console.log(`${label.padEnd(width)}  ${value.padEnd(valueWidth)}  ${before ?? ''}`);
    }
    return;
  }
  console.log(`\n${'measure'.padEnd(width)}  value`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

// ---------- main ----------
const results = {
  machine: {cpus: (await import('node:os')).cpus().length, node: process.version},
  runs: RUNS,
};
const baseline = BASELINE_REF && prepareBaseline(BASELINE_REF, SKIP.has('build'));
if (baseline) results.baselineRef = {ref: BASELINE_REF, sha: baseline.sha};
if (!SKIP.has('build')) {
  results.build = baseline ? await benchBuildAgainst(baseline.dir) : await benchBuild();
} else if (!statSync(path.join(SITE, 'build'), {throwIfNoEntry: false})) {
  spawnSync('npm', ['run', 'build'], {cwd: SITE, stdio: 'inherit'});
}

/** Weights and Lighthouse audits of each page, per build, runs alternating between builds. */
async function benchPages(browser, origins) {
  const pages = Object.fromEntries(Object.keys(origins).map((build) => [build, {}]));
  for (const [name, pagePath] of Object.entries(PAGES)) {
    const weights = Object.fromEntries(Object.keys(origins).map((build) => [build, []]));
    const audits = Object.fromEntries(Object.keys(origins).map((build) => [build, []]));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [build, origin] of Object.entries(origins)) {
        log(`${name}, ${build}: run ${run}/${RUNS}`);
        weights[build].push(await pageWeight(browser, `${origin}${pagePath}`));
        if (!SKIP.has('lighthouse'))
          audits[build].push(await runLighthouse(`${origin}${pagePath}`));
      }
    }
    for (const build of Object.keys(origins)) {
      const page = {
        weight: Object.fromEntries(
          ['jsKB', 'cssKB', 'requests'].map((key) => [
            key,
            summarize(weights[build].map((weight) => weight[key])),
          ]),
        ),
      };
      if (audits[build].length > 0) {
        page.lighthouse = Object.fromEntries(
          Object.keys(audits[build][0]).map((key) => [
            key,
            summarize(audits[build].map((audit) => audit[key])),
          ]),
        );
      }
      pages[build][name] = page;
    }
  }
  return pages;
}

const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
try {
  if (!SKIP.has('preview')) results.preview = await benchPreview(browser);

  // The pages and search are measured as deployed: deploy/nginx.conf over HTTPS and HTTP/2,
  // with the precompressed files (the certificate is the harness's own).
  const nginx = ensureNginx();
  if (!nginx.ok) throw new Error(nginx.message);
  const server = await startNginx({
    buildDir: path.join(SITE, 'build'),
    httpPort: PAGE_PORTS.http,
    httpsPort: PAGE_PORTS.https,
  });
  const baselineServer =
    baseline &&
    (await startNginx({
      buildDir: path.join(baseline.dir, 'build'),
      httpPort: BASELINE_PAGE_PORTS.http,
      httpsPort: BASELINE_PAGE_PORTS.https,
    }));
  try {
    results.pages = {};
    if (!SKIP.has('pages')) {
      const origins = baselineServer
        ? {baseline: baselineServer.origin, current: server.origin}
        : {current: server.origin};
      const pages = await benchPages(browser, origins);
      results.pages = pages.current;
      if (pages.baseline) results.baselinePages = pages.baseline;
    }
    if (!SKIP.has('search')) {
      results.search = {indexes: searchIndexSizes(), relevance: searchRelevance(), timing: {}};
      for (const [profile, mobile] of [
        ['desktop', false],
        ['mobile', true],
      ]) {
        const timings = await repeat(`search timing, ${profile}`, RUNS, () =>
          searchTiming(browser, server.origin, {mobile}),
        );
        results.search.timing[profile] = Object.fromEntries(
          [
            'firstSuggestionsMs',
            'driverFirstSuggestionsMs',
            'bytesBeforeSuggestionsKB',
            'queryMs',
          ].map((key) => [key, summarize(timings.map((timing) => timing[key]))]),
        );
      }
    }
  } finally {
    await server.stop();
    await baselineServer?.stop();
  }
} finally {
  await browser.close();
}
if (!SKIP.has('load')) results.load = await benchLoad();

report(results);
const measured = (part) => !SKIP.has(part) && !(part === 'lighthouse' && SKIP.has('pages'));
results.budgets = BUDGETS.filter(([, part]) => measured(part)).map(([budget, , check]) => ({
  budget,
  met: Boolean(check(results)),
}));
console.log('\nbudgets');
for (const {budget, met} of results.budgets) console.log(`${met ? '✔' : '✖'} ${budget}`);
for (const [budget, part] of BUDGETS.filter(([, p]) => !measured(p))) {
  console.log(`- ${budget} (not measured: ${part} skipped)`);
}
mkdirSync(path.join(SITE, 'bench-results'), {recursive: true});
writeFileSync(path.join(SITE, 'bench-results/bench.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nsaved bench-results/bench.json');
process.exit(results.budgets.every(({met}) => met) ? 0 : 1);
