#!/usr/bin/env node
// npm run bench:startup -- LABEL=URL [LABEL=URL …]: the main thread's long tasks while pages
// start, measured in the reader's browser (Debian's Chromium) with the CPU slowed four times and
// a phone's viewport, each page opened in a fresh context. Runs alternate between the addresses
// (A, B, A, B …), so builds served side by side see the same machine. BENCH_RUNS sets the number
// of runs (default 5).
//
// For each address it prints the medians of: first contentful paint; blocking time after it
// (each long task's time over 50 ms, the way Lighthouse counts it); the longest task; and the
// blocking time of all long tasks, whether before or after the paint. The longest task is
// main.js's evaluation and the first render, and whether the paint comes before it differs from
// run to run: that is why blocking time after the paint spreads so widely, and why the
// all-task figure compares builds more steadily (PERFORMANCE.md).
import {chromium} from '@playwright/test';

import {ensureChromium} from './ensure-chromium.mjs';
import {BENCH_CHROMIUM, CHROMIUM_FLAGS} from './lib/chromium.mjs';
import {median} from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SETTLE_MS = 6000;
const targets = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1 || !/^https?:\/\//.test(arg.slice(at + 1))) {
    console.error(
      `Expected LABEL=URL, got "${arg}". Example: npm run bench:startup -- site=http://localhost:3000/docs/`,
    );
    process.exit(2);
  }
  return {label: arg.slice(0, at), url: arg.slice(at + 1)};
});
if (targets.length === 0) {
  console.error('Usage: npm run bench:startup -- LABEL=URL [LABEL=URL …]');
  process.exit(2);
}
const found = ensureChromium(BENCH_CHROMIUM);
if (!found.ok) {
  console.error(found.message);
  process.exit(1);
}

/** Blocking time of a list of [start, duration] tasks: the time of each over 50 ms. */
const blocking = (tasks) =>
  tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

const browser = await chromium.launch({executablePath: found.path, args: CHROMIUM_FLAGS});
const results = new Map(targets.map(({label}) => [label, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const {label, url} of targets) {
      const context = await browser.newContext({
        viewport: {width: 412, height: 823},
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        globalThis.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            globalThis.__longTasks.push([entry.startTime, entry.duration]);
        }).observe({type: 'longtask', buffered: true});
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      const response = await page.goto(url, {waitUntil: 'load'});
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
      await page.waitForTimeout(SETTLE_MS);
      const {fcp, tasks} = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        tasks: globalThis.__longTasks,
      }));
      const longest = tasks.reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
      const result = {
        fcp,
        afterPaint: blocking(tasks.filter(([start]) => start >= fcp)),
        longest: longest[1],
        longestAfterPaint: longest[0] >= fcp,
        all: blocking(tasks),
      };
      results.get(label).push(result);
      console.log(
        `${label} run ${run + 1}: ${JSON.stringify(result, (_, v) => (typeof v === 'number' ? Math.round(v) : v))}`,
      );
      await context.close();
    }
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
} finally {
  await browser.close();
}

console.log(
  '\n| page | first paint | blocking after it | longest task | longest task after the paint | blocking, all long tasks |',
);
console.log('|---|---|---|---|---|---|');
for (const [label, runs] of results) {
  const cell = (key) => `${Math.round(median(runs.map((r) => r[key])))} ms`;
  const after = runs.filter((r) => r.longestAfterPaint).length;
  console.log(
    `| ${label} | ${cell('fcp')} | ${cell('afterPaint')} | ${cell('longest')} | ${after} of ${runs.length} runs | ${cell('all')} |`,
  );
}
