// CPU profile of a page's start, self time per original source (package or src file) through main.js's source map.
import {chromium} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {SourceMapConsumer} from 'source-map-js';
const [,, url, buildDir] = process.argv;
const rate = Number(process.env.RATE ?? 1);
const runs = Number(process.env.RUNS ?? 3);
const consumers = new Map();
function consumerFor(u) {
  const p = new URL(u).pathname;
  if (!p.endsWith('.js')) return null;
  if (!consumers.has(p)) { try { consumers.set(p, new SourceMapConsumer(JSON.parse(readFileSync(buildDir + p + '.map', 'utf8')))); } catch { consumers.set(p, null); } }
  return consumers.get(p);
}
const bySrc = new Map();
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
for (let r = 0; r < runs; r++) {
  const ctx = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', {interval: 200}); await cdp.send('Profiler.start');
  await page.goto(url, {waitUntil: 'load'}); await page.waitForTimeout(2500);
  const {profile} = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let i = 0;
  for (const s of profile.samples) {
    const us = profile.timeDeltas[i++] ?? 0; const cf = byId.get(s).callFrame;
    let key = cf.url ? new URL(cf.url).pathname : `(${cf.functionName || 'program'})`;
    const c = cf.url ? consumerFor(cf.url) : null;
    if (c) { const o = c.originalPositionFor({line: cf.lineNumber + 1, column: cf.columnNumber}); if (o.source) { key = o.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\/.*/, 'npm:$1').replace(/^\.\//, ''); } }
    bySrc.set(key, (bySrc.get(key) ?? 0) + us / runs);
  }
  await ctx.close();
}
console.log([...bySrc].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30)).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`).join('\n'));
await browser.close();
