#!/usr/bin/env node
// Writes the latest tree's sidebar (versioned_sidebars/version-<latest>-sidebars.json) from the
// shared definition in src/sidebar/tutorialSidebar.ts, leaving out develop-only pages.
// `--check` exits 1 instead of writing when the file is out of date.
import {readFileSync, writeFileSync} from 'node:fs';
import {createJiti} from 'jiti';

const jiti = createJiti(import.meta.url);
const {buildTutorialSidebar} = await jiti.import('../src/sidebar/tutorialSidebar.ts');
const {LATEST_VERSION} = await jiti.import('../config/versions.ts');

const file = new URL(
  `../versioned_sidebars/version-${LATEST_VERSION}-sidebars.json`,
  import.meta.url,
);
const wanted = `${JSON.stringify({tutorialSidebar: buildTutorialSidebar({isDevelop: false})}, null, 2)}\n`;
const current = (() => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
})();

if (process.argv.includes('--check')) {
  if (current !== wanted) {
    console.error(`${file.pathname} is out of date: run npm run sidebars:sync`);
    process.exit(1);
  }
} else if (current !== wanted) {
  writeFileSync(file, wanted);
  console.log(`wrote ${file.pathname}`);
}
