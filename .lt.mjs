// Interleaved runs: FCP, long tasks (Chromium's longtask entries) and a TBT-like sum after FCP, CPU slowed 4x, 412 px wide.
import {chromium} from '@playwright/test';
const runs = Number(process.env.RUNS ?? 5);
const targets = process.argv.slice(2); // label=url
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']});
const results = Object.fromEntries(targets.map((t) => [t.split('=')[0], []]));
for (let i = 0; i < runs; i++) {
  for (const t of targets) {
    const [label, url] = t.split('=');
    const ctx = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      window.__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({type: 'longtask', buffered: true});
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(6000);
    const r = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const lts = window.__lt;
      const tbt = lts.filter(([s]) => s >= fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
      return {fcp: Math.round(fcp), tbt: Math.round(tbt), tasks: lts.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' ')};
    });
    results[label].push(r);
    console.log(label, i, JSON.stringify(r));
    await ctx.close();
  }
}
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (const [label, rs] of Object.entries(results)) console.log('MEDIAN', label, 'fcp', med(rs.map((r) => r.fcp)), 'tbt', med(rs.map((r) => r.tbt)), 'runs', rs.map((r) => r.tbt).join(','));
await browser.close();
