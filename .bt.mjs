// Trace a page's start with the CPU slowed 4x and list what the longest main-thread tasks contain.
import {chromium} from '@playwright/test';
const [,, url] = process.argv;
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const ctx = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: Number(process.env.RATE ?? 4)});
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', {categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents'});
await page.goto(url, {waitUntil: 'load'});
await page.waitForTimeout(4000);
await cdp.send('Tracing.end'); await done;
const main = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 50000);
// main renderer thread: the thread with most RunTask time among CrRendererMain
const tnames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
const long = main.filter((e) => tnames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain').sort((a, b) => b.dur - a.dur).slice(0, Number(process.env.TOP ?? 3));
for (const t of long.sort((a, b) => a.ts - b.ts)) {
  console.log(`TASK at ${((t.ts - long[0].ts) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms`);
  const kids = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && (e.dur ?? 0) > 3000 && ['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.run', 'V8.Execute', 'v8.callFunction', 'ScheduleStyleRecalculation', 'Paint', 'PrePaint', 'Layerize', 'HitTest', 'MajorGC', 'MinorGC', 'V8.GC_MARK_COMPACTOR'].includes(e.name));
  for (const k of kids.sort((a, b) => a.ts - b.ts)) {
    const d = k.args?.data ?? k.args?.beginData ?? {};
    console.log(`  +${((k.ts - t.ts) / 1000).toFixed(0).padStart(5)} ${(k.dur / 1000).toFixed(1).padStart(7)} ms ${k.name} ${(d.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${d.functionName ?? ''} ${d.type ?? ''}`);
  }
}
await browser.close();
