import {chromium} from '@playwright/test';
const [url, out, width = '390', height = '844', dark] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
const page = await browser.newPage({viewport: {width: +width, height: +height}, deviceScaleFactor: 1, colorScheme: dark ? 'dark' : 'light'});
await page.goto(url, {waitUntil: 'networkidle'});
if (process.env.CLICK) { await page.getByText(process.env.CLICK).first().click(); await page.waitForTimeout(300); if (process.env.SCROLL) await page.getByText(process.env.CLICK).first().scrollIntoViewIfNeeded(); }
await page.screenshot({path: out, fullPage: !!process.env.FULL});
await browser.close();
