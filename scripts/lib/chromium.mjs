// The Debian Chromium that the browser tests and the benchmark drive, and the flags that make it
// quiet on a machine without network: no background requests, updates, sync or first-run UI.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
