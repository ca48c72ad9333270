// CPU profile of a page's start (to load + 3 s), self time by script URL, and the top functions; CPU slowed by RATE.
import {chromium} from '@playwright/test';
const [,, url] = process.argv;
const rate = Number(process.env.RATE ?? 1);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const ctx = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', {interval: 200});
await cdp.send('Profiler.start');
await page.goto(url, {waitUntil: 'load'});
await page.waitForTimeout(3000);
const {profile} = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { self.set(s, (self.get(s) ?? 0) + (dt[i++] ?? 0)); }
const byUrl = new Map(), byFn = new Map();
for (const [id, us] of self) {
  const n = byId.get(id); const cf = n.callFrame;
  const u = (cf.url || `(${cf.functionName || 'program'})`).replace(/^https?:\/\/[^/]+/, '');
  byUrl.set(u, (byUrl.get(u) ?? 0) + us);
  const k = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}:${cf.columnNumber}`;
  byFn.set(k, (byFn.get(k) ?? 0) + us);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`).join('\n');
console.log(top(byUrl, 15)); console.log('--- functions'); console.log(top(byFn, 25));
await browser.close();
