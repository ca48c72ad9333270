#!/usr/bin/env node
// Cuts a release of the manual in one command:
//
//   npm run cut-version -- <new-version> <next-version>     e.g. 1.19.0 1.20.0
//
// 1. `docusaurus docs:version <new>` copies docs/ to versioned_docs/version-<new>/ and the
//    sidebar to versioned_sidebars/ (the stock Docusaurus step).
// 2. The previous latest version is archived: its tree is replaced by one unlisted index page
//    that links its release notes, as the spec keeps for every older version.
// 3. (versions.json, which config/versions.ts reads the latest version from, was written in 1.)
// 4. Release variables: src/data/releases/<new>.ts is written from the develop table, and the
//    develop table moves on to <next>; the OpenAPI document's files are copied the same way.
// 5. The latest sidebar is synced: it lists every page of the new latest tree, so the pages that
//    were new in develop are part of the release.
// 6. The new latest tree's release notes index links the latest tree's feeds, not develop's
//    (src/plugins/releaseNotes writes them next to each tree's index).
//
// Values the cut cannot know (build date, build id, checksums) stay marked unknown in the new
// release file; fill them in from the release announcement before publishing.
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';

const [newVersion, nextVersion] = process.argv.slice(2);
const VERSION = /^\d+\.\d+\.\d+$/;
if (!VERSION.test(newVersion ?? '') || !VERSION.test(nextVersion ?? '')) {
  console.error(
    'Usage: npm run cut-version -- <new-version> <next-version>   (e.g. 1.19.0 1.20.0)',
  );
  process.exit(1);
}

const read = (file) => readFileSync(file, 'utf8');
const versions = JSON.parse(read('versions.json'));
const previousLatest = versions[0];
if (versions.includes(newVersion)) {
  console.error(`Version ${newVersion} already exists in versions.json.`);
  process.exit(1);
}
const suffix = (version) => version.replace(/\./g, '_');
const identifier = (version) => `release_${suffix(version)}`;
const installerIdentifier = (version) => `installer_${suffix(version)}`;
const networkIdentifier = (version) => `network_${suffix(version)}`;
const sizingIdentifier = (version) => `sizing_${suffix(version)}`;

// 1. The stock cut.
execFileSync('npx', ['docusaurus', 'docs:version', newVersion], {stdio: 'inherit'});

// 2. Archive the previous latest version.
const archiveDir = `versioned_docs/version-${previousLatest}`;
rmSync(archiveDir, {recursive: true, force: true});
mkdirSync(archiveDir, {recursive: true});
writeFileSync(
  `${archiveDir}/index.md`,
  `---
title: Kasm Workspaces ${previousLatest}
description: Archived entry for Kasm Workspaces ${previousLatest}, with links to its release notes, the upgrade guide and the current manual.
slug: /
unlisted: true
---

:::note
This is the archived entry for Kasm Workspaces ${previousLatest}. Only this summary page is kept online; the current manual describes Kasm Workspaces ${newVersion}.
:::

## Where to go from here

- [Release notes for ${previousLatest}](/docs/release_notes/${previousLatest}): what the release brought.
- [Upgrade guide](/docs/upgrade): how to move a deployment to the current release.
- [Current manual](/docs/): install, administer and use Kasm Workspaces ${newVersion}.
`,
);
writeFileSync(`versioned_sidebars/version-${previousLatest}-sidebars.json`, '{}\n');

// 4a. The developer API's OpenAPI document: the new release starts from develop's files; the
//     archived release, which keeps no developer pages, keeps no document either.
cpSync('src/data/openapi/develop', `src/data/openapi/${newVersion}`, {recursive: true});
rmSync(`src/data/openapi/${previousLatest}`, {recursive: true, force: true});

// 4. Release variables.
const develop = read('src/data/releases/develop.ts');
const released = develop
  .replace(/export const release_develop/, `export const ${identifier(newVersion)}`)
  .replace(
    /\/\*\* Release variables of the develop tree[^*]*\*\//,
    `/** Release variables of the ${newVersion} tree. */`,
  );
writeFileSync(`src/data/releases/${newVersion}.ts`, released);
writeFileSync(
  'src/data/releases/develop.ts',
  develop
    .replaceAll(newVersion, nextVersion)
    .replace(/previous_release: '[^']+'/, `previous_release: '${newVersion}'`)
    .replace(
      /next_release: '[^']+'/,
      "next_release: unknownValue('Set when the release after this one is planned.')",
    ),
);
const index = read('src/data/releases/index.ts')
  .replace(
    /(import \{release_develop\} from '\.\/develop';)/,
    `import {${identifier(newVersion)}} from './${newVersion}';\n$1`,
  )
  .replace(/(current: release_develop,\n)/, `$1  '${newVersion}': ${identifier(newVersion)},\n`);
writeFileSync('src/data/releases/index.ts', index);

// The deployment tools' tables (installer, network, sizing) of the new release start from
// develop's.
const tools = read('src/data/releases/tools/develop.ts');
writeFileSync(
  `src/data/releases/tools/${newVersion}.ts`,
  tools
    .replace(/export const installer_develop/, `export const ${installerIdentifier(newVersion)}`)
    .replace(/export const network_develop/, `export const ${networkIdentifier(newVersion)}`)
    .replace(/export const sizing_develop/, `export const ${sizingIdentifier(newVersion)}`),
);
const toolsIndex = read('src/data/releases/tools/index.ts')
  .replace(
    /(import \{installer_develop, network_develop, sizing_develop\} from '\.\/develop';)/,
    `import {${installerIdentifier(newVersion)}, ${networkIdentifier(newVersion)}, ${sizingIdentifier(newVersion)}} from './${newVersion}';\n$1`,
  )
  .replace(
    /(current: installer_develop,\n)/,
    `$1  '${newVersion}': ${installerIdentifier(newVersion)},\n`,
  )
  .replace(
    /(current: network_develop,\n)/,
    `$1  '${newVersion}': ${networkIdentifier(newVersion)},\n`,
  )
  .replace(
    /(current: sizing_develop,\n)/,
    `$1  '${newVersion}': ${sizingIdentifier(newVersion)},\n`,
  );
writeFileSync('src/data/releases/tools/index.ts', toolsIndex);

// 5. Sync the latest sidebar: the pages that were new in develop are in the new latest tree.
execFileSync('node', ['scripts/sync-sidebars.mjs'], {stdio: 'inherit'});
execFileSync('npx', ['prettier', '--write', 'src/data/releases'], {
  stdio: 'inherit',
});

// 6. The feeds of the new latest tree are under /docs/release_notes/.
const notesIndex = `versioned_docs/version-${newVersion}/release_notes/index.md`;
if (existsSync(notesIndex)) {
  writeFileSync(
    notesIndex,
    read(notesIndex).replaceAll(
      'pathname:///docs/develop/release_notes/',
      'pathname:///docs/release_notes/',
    ),
  );
}

console.log(`
Cut ${newVersion}; ${previousLatest} is archived. Before publishing:
- fill in build_date, commit_hash and the checksums in src/data/releases/${newVersion}.ts;
- set next_release in src/data/releases/develop.ts;
- add the ${nextVersion} release-notes page to docs/release_notes/ (the sidebar lists it by itself);
- run npm test.`);
if (!existsSync(`versioned_docs/version-${newVersion}`)) process.exit(1);
